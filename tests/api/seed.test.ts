import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'
import { inTransaction } from '../../src/api/transaction.js'
import { seedContent } from '../../src/seed/content.js'
import { countStaffUnitSeeds } from '../../src/seed/staffUnits.js'
import { createProgramSector, ensureDocumentType } from '../factories.js'
import { useStack } from '../support/stack.js'

const stack = useStack({ tokens: false })

/**
 * `npm run seed` on a database already in use (next to a running server): the editors may have made a program
 * sector or a document type under a code the seed uses. The seed reuses them instead of failing on the unique key.
 */
describe('the demo content on a database in use', () => {
  it('reuses a program sector and a document type editors made under the seed’s slug and code', async () => {
    const { payload } = stack
    const sector = await createProgramSector(payload, {
      slug: 'cotton-growing',
      name: { uz: 'Paxta (muharrir)' },
      status: '0',
    })
    const type = await ensureDocumentType(payload, 'decree')
    const req = await createLocalReq({ context: { skipAudit: true } }, payload)

    const counts = await inTransaction(req, () => seedContent(req))
    expect(counts.programs).toBeGreaterThan(0)

    const sectors = await payload.find({
      collection: 'program-sectors',
      where: { slug: { equals: 'cotton-growing' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(sectors.docs.map((doc) => doc.id)).toEqual([sector.id])
    // The editor's record is left as it was.
    expect(sectors.docs[0]).toMatchObject({ status: '0', name: 'Paxta (muharrir)' })
    const types = await payload.find({
      collection: 'document-types',
      where: { code: { equals: 'decree' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(types.docs.map((doc) => doc.id)).toEqual([type.id])
    const programs = await payload.find({
      collection: 'programs',
      where: { programSector: { equals: sector.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(programs.totalDocs).toBeGreaterThan(0)

    // The structure: about 25 units in three levels, each named in Uzbek, Russian and English.
    expect(counts.staffUnits).toBe(countStaffUnitSeeds())
    expect(counts.staffUnits).toBeGreaterThanOrEqual(25)
    const units = await payload.find({
      collection: 'staff-units',
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(units.totalDocs).toBe(counts.staffUnits)
    const parentOf = new Map(units.docs.map((unit) => [unit.id, unit.parent as number | null]))
    const depth = (id: number): number => (parentOf.get(id) ? 1 + depth(parentOf.get(id)!) : 1)
    expect(Math.max(...units.docs.map((unit) => depth(unit.id)))).toBe(3)
    for (const unit of units.docs) {
      const name = unit.name as unknown as Record<string, string | null>
      expect(
        Object.keys(name)
          .filter((locale) => name[locale]?.trim())
          .sort(),
        String(unit.id),
      ).toEqual(['en', 'ru', 'uz'])
    }
    // Bounded by the whole demo content it writes, pictures included: a busy machine took 22 s of it.
  }, 90_000)
})
