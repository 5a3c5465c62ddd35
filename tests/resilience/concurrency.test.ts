import { describe, expect, it } from 'vitest'
import { auditEntries, createProgram } from '../factories.js'
import { useStack } from '../support/stack.js'

const stack = useStack()

const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort()

/** Writes of one record that arrive together, as double clicks, retries and two editors produce them. */
describe('concurrent writes through /api/v1', () => {
  it('five parallel deletes of one record: one 204, four 404, one audit entry', async () => {
    const program = await createProgram(stack.payload)
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        stack.api.delete(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor }),
      ),
    )
    expect(statuses(responses)).toEqual([204, 404, 404, 404, 404])
    expect(
      (await auditEntries(stack.payload, 'programs', Number(program.id))).filter((entry) => entry.action === 'deleted'),
    ).toHaveLength(1)
  })

  it('parallel updates of one record all land, each with its audit entry, and the record ends as one of them', async () => {
    const program = await createProgram(stack.payload)
    const titles = Array.from({ length: 8 }, (_, index) => `Parallel ${index}`)
    const responses = await Promise.all(
      titles.map((title) =>
        stack.api.put(`/api/v1/admin/programs/${program.id}`, {
          token: stack.tokens.editor,
          body: { title: { uz: title, ru: `${title} ru` } },
        }),
      ),
    )
    expect(statuses(responses)).toEqual(titles.map(() => 200))
    const stored = await stack.payload.findByID({
      collection: 'programs',
      id: program.id,
      locale: 'all' as never,
      depth: 0,
    })
    const final = (stored.title as unknown as Record<string, string>).uz
    expect(titles).toContain(final)
    expect((stored.title as unknown as Record<string, string>).ru).toBe(`${final} ru`)
    expect(
      (await auditEntries(stack.payload, 'programs', Number(program.id))).filter((entry) => entry.action === 'updated'),
    ).toHaveLength(titles.length)
  })

  it('updates racing a delete: the delete wins or loses cleanly, never a 5xx', async () => {
    const program = await createProgram(stack.payload)
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, (_, index) =>
        stack.api.put(`/api/v1/admin/programs/${program.id}`, {
          token: stack.tokens.editor,
          body: { title: { uz: `Race ${index}` } },
        }),
      ),
      stack.api.delete(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor }),
      ...Array.from({ length: 4 }, (_, index) =>
        stack.api.put(`/api/v1/admin/programs/${program.id}`, {
          token: stack.tokens.editor,
          body: { title: { uz: `Late ${index}` } },
        }),
      ),
    ])
    for (const response of responses) expect([200, 204, 404], response.text).toContain(response.status)
    expect(responses.filter((response) => response.status === 204)).toHaveLength(1)
    const remaining = await stack.payload.find({
      collection: 'programs',
      where: { id: { equals: program.id } },
      depth: 0,
    })
    expect(remaining.totalDocs).toBe(0)
  })

  it('parallel writes in one staff-unit tree (moves, renames, new children) never fail with a 5xx', async () => {
    const create = (body: Record<string, unknown>) =>
      stack.api.post('/api/v1/admin/staff-units', {
        token: stack.tokens.editor,
        body: { name: { uz: `Bo'lim ${Math.random()}` }, ...body },
      })
    const root = (await create({})).body.data
    const branches = await Promise.all(Array.from({ length: 3 }, () => create({ parent_id: root.id })))
    const ids = branches.map((response) => response.body.data.id as number)
    const responses = await Promise.all([
      ...ids.map((id) => create({ parent_id: id })),
      ...ids.map((id, index) =>
        stack.api.put(`/api/v1/admin/staff-units/${id}`, {
          token: stack.tokens.editor,
          body: { name: { uz: `Yangi ${index}` } },
        }),
      ),
      stack.api.put(`/api/v1/admin/staff-units/${root.id}`, {
        token: stack.tokens.editor,
        body: { name: { uz: 'Ildiz' } },
      }),
      stack.api.put(`/api/v1/admin/staff-units/${ids[2]}`, { token: stack.tokens.editor, body: { parent_id: ids[0] } }),
      stack.api.put(`/api/v1/admin/staff-units/${ids[1]}`, { token: stack.tokens.editor, body: { parent_id: null } }),
    ])
    for (const response of responses) expect(response.status, response.text).toBeLessThan(300)
    const moved = await stack.payload.findByID({ collection: 'staff-units', id: ids[2], depth: 0 })
    expect(Number(moved.parent)).toBe(ids[0])
    // The breadcrumbs the tree keeps follow the final parents.
    const crumbs = (moved as unknown as { breadcrumbs?: { doc: unknown }[] }).breadcrumbs?.map((crumb) =>
      Number(crumb.doc),
    )
    expect(crumbs).toEqual([root.id, ids[0], ids[2]])
  })
})
