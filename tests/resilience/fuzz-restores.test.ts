import fc from 'fast-check'
import type { CollectionSlug, Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  createDocumentType,
  createFaq,
  createLegalDocument,
  createManager,
  createMilestone,
  createNewsCategory,
  createOpenDataset,
  createPhotoGallery,
  createPost,
  createProgram,
  createProgramSector,
  createStaffUnit,
  createVideo,
  uniqueTag,
} from '../factories.js'
import { useStack } from '../support/stack.js'

/**
 * Property: restoring any version of any versioned collection (the admin UI's "restore this version", Payload's
 * `POST /api/<collection>/versions/<id>`) never answers 5xx, whatever happened to the record since: its unique fields
 * renamed, the old value taken by another record, the other record deleted, the record hidden, other fields edited.
 * A restore that succeeds brings the version's unique values back, and what follows a unique value (the legal
 * documents of a document type's code) follows it back.
 */
const stack = useStack()
const RUNS = Number(process.env.FUZZ_RESTORE_RUNS ?? 60)

type Factory = (payload: Payload) => Promise<{ id: number | string }>
const FACTORIES: Partial<Record<CollectionSlug, Factory>> = {
  programs: (payload) => createProgram(payload),
  posts: (payload) => createPost(payload),
  'news-categories': (payload) => createNewsCategory(payload),
  'program-sectors': (payload) => createProgramSector(payload),
  'document-types': (payload) => createDocumentType(payload),
  'legal-documents': (payload) => createLegalDocument(payload),
  'staff-units': (payload) => createStaffUnit(payload),
  management: (payload) => createManager(payload),
  history: (payload) => createMilestone(payload),
  'open-data': (payload) => createOpenDataset(payload),
  'photo-galleries': (payload) => createPhotoGallery(payload),
  'video-galleries': (payload) => createVideo(payload),
  faqs: (payload) => createFaq(payload),
}

const versioned = () =>
  stack.payload.config.collections
    .filter((collection) => collection.versions)
    .map((collection) => ({
      slug: collection.slug as CollectionSlug,
      unique: collection.flattenedFields
        .filter((field) => 'unique' in field && field.unique && field.name !== 'id')
        .map((field) => field.name),
      hasStatus: collection.flattenedFields.some((field) => field.name === 'status'),
      hasSortOrder: collection.flattenedFields.some((field) => field.name === 'sortOrder'),
    }))

const step = fc.constantFrom('rename', 'rename', 'take-old-value', 'delete-other', 'hide', 'show', 'edit')
const query = fc.constantFrom('', '?locale=ru', '?locale=all', '?depth=0&locale=en', '?draft=true')

describe('fuzzing version restores', () => {
  it('every versioned collection has a factory here, so none is left out', () => {
    expect(
      versioned()
        .map((collection) => collection.slug)
        .filter((slug) => !FACTORIES[slug]),
    ).toEqual([])
  })

  it('restoring any version after renames, clashes and deletions never answers 5xx; a success restores the unique values', async () => {
    const collections = versioned()
    expect(collections.filter((collection) => collection.unique.length > 0).length).toBeGreaterThanOrEqual(5)
    const system = { overrideAccess: true } as const
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...collections),
        fc.array(step, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.constantFrom('editor', 'super_admin'),
        query,
        async (collection, steps, pick, caller, suffix) => {
          const { slug, unique } = collection
          const record = await FACTORIES[slug]!(stack.payload)
          const other = await FACTORIES[slug]!(stack.payload)
          let otherExists = true
          // A document type in use: its documents must follow its code wherever a restore takes it.
          const dependent =
            slug === 'document-types'
              ? await createLegalDocument(stack.payload, {
                  docType: ((await stack.payload.findByID({ collection: slug, id: record.id, ...system })) as never)[
                    'code'
                  ],
                })
              : undefined
          const update = (id: number | string, data: Record<string, unknown>) =>
            stack.payload.update({ collection: slug, id, data: data as never, ...system }).catch(() => undefined)
          for (const kind of steps) {
            const current = (await stack.payload.findByID({ collection: slug, id: record.id, ...system })) as never
            if (kind === 'rename' && unique.length > 0)
              await update(record.id, Object.fromEntries(unique.map((name) => [name, `r-${uniqueTag()}`])))
            if (kind === 'take-old-value' && unique.length > 0 && otherExists) {
              // The record moves off its value and the other record takes it: the older versions now clash.
              const old = Object.fromEntries(unique.map((name) => [name, current[name]]))
              await update(record.id, Object.fromEntries(unique.map((name) => [name, `r-${uniqueTag()}`])))
              await update(other.id, old)
            }
            if (kind === 'delete-other' && otherExists) {
              await stack.payload.delete({ collection: slug, id: other.id, ...system }).catch(() => undefined)
              otherExists = false
            }
            if (kind === 'hide' && collection.hasStatus) await update(record.id, { status: '0' })
            if (kind === 'show' && collection.hasStatus) await update(record.id, { status: '1' })
            if (kind === 'edit' && collection.hasSortOrder) await update(record.id, { sortOrder: steps.length * 7 })
          }
          const versions = await stack.payload.findVersions({
            collection: slug,
            where: { parent: { equals: record.id } },
            sort: 'createdAt',
            limit: 100,
            ...system,
          })
          const version = versions.docs[pick % versions.docs.length]
          expect(version, `${slug}: versions`).toBeDefined()
          const response = await fetch(`${stack.url}/api/${slug}/versions/${version!.id}${suffix}`, {
            method: 'POST',
            headers: { authorization: `JWT ${stack.tokens[caller as 'editor' | 'super_admin']}` },
          })
          const text = await response.text()
          const label = `${caller} restores ${slug} version ${pick % versions.docs.length} of ${versions.docs.length} after ${steps.join(', ')}${suffix}: ${response.status} ${text.slice(0, 300)}`
          expect(response.status, label).toBeLessThan(500)
          expect(response.headers.get('content-type'), label).toMatch(/^application\/json/)
          if (response.status !== 200) return
          const stored = (await stack.payload.findByID({ collection: slug, id: record.id, ...system })) as never
          for (const name of unique) expect(stored[name], label).toBe((version!.version as never)[name])
          if (dependent) {
            const document = await stack.payload.findByID({
              collection: 'legal-documents',
              id: dependent.id,
              ...system,
            })
            expect(document.docType, label).toBe(stored['code'])
          }
        },
      ),
      { numRuns: RUNS, interruptAfterTimeLimit: 150_000 },
    )
  }, 200_000)
})
