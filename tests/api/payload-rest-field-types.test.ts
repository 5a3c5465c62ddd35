import type { CollectionSlug, FlattenedField } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createAppeal,
  createClient,
  createFaq,
  createImage,
  createLegalDocument,
  createManager,
  createMilestone,
  createNewsCategory,
  createOpenDataset,
  createPhotoGallery,
  createPost,
  createProgram,
  createProgramSector,
  createStaff,
  createStaffUnit,
  createVideo,
} from '../factories.js'
import { files } from '../support/files.js'
import { eachLimited } from '../support/limited.js'
import { uniqueWord } from '../support/words.js'
import { useStack } from '../support/stack.js'

/**
 * Payload's REST takes a record's data as JSON of any shape, and Payload checks some field types only for the values
 * its admin UI sends (a select took `12345678`, `true` or `{}` past its check into an enum column: a 500 found by
 * fuzzing). Every field of every collection and global, written one at a time with each JSON type it should not hold,
 * by a super admin (who passes every access rule, so the value reaches validation and the database): never a 5xx.
 */
const stack = useStack({ env: { LOGIN_MAX_ATTEMPTS: '0' } })

const wrongValues: unknown[] = [12345678, -1, 1.5, true, false, {}, [], ['a'], [1], 'x', { uz: { nested: true } }]
/** Payload's own bookkeeping collections, not written through a record's data. */
const INTERNAL = new Set(['payload-preferences', 'payload-locked-documents', 'payload-migrations', 'payload-kv'])
const CONCURRENCY = 3

/** Written out, since the configuration is built only once the stack runs; the first test keeps the lists whole. */
const collectionSlugs = [
  'programs',
  'program-sectors',
  'posts',
  'news-categories',
  'legal-documents',
  'document-types',
  'faqs',
  'open-data',
  'history',
  'staff-units',
  'management',
  'media',
  'photo-galleries',
  'video-galleries',
  'appeals',
  'appeal-status-changes',
  'appeal-attachments',
  'assistant-sessions',
  'assistant-messages',
  'assistant-knowledge',
  'assistant-review',
  'assistant-off-topic',
  'users',
  'clients',
  'audit-logs',
]
const globalSlugs = ['citizen-reception', 'assistant-settings']
const dataFields = (fields: FlattenedField[]) => fields.map((field) => field.name).filter((name) => name !== 'id')

beforeAll(async () => {
  const payload = stack.payload
  // One record after another: twenty writes at once, each a transaction whose hooks want another connection, waited
  // past the pool's 5 s on CI's slow machine ("timeout expired"), and the file never started.
  const makers: (() => Promise<unknown>)[] = [
    () => createProgram(payload),
    () => createPost(payload),
    () => createNewsCategory(payload),
    () => createLegalDocument(payload),
    () => createFaq(payload),
    () => createOpenDataset(payload),
    () => createMilestone(payload),
    () => createStaffUnit(payload),
    () => createManager(payload),
    () => createPhotoGallery(payload),
    () => createVideo(payload),
    () => createAppeal(payload),
    () => createClient(payload),
    () => createStaff(payload, 'editor'),
    () => createImage(payload),
    () => createProgramSector(payload),
    () =>
      payload.create({
        collection: 'assistant-knowledge',
        data: { question: 'Lizing muddati qancha?', answer: 'Yetti yilgacha.' },
        overrideAccess: true,
      }),
    () =>
      payload.create({
        collection: 'assistant-off-topic',
        data: { text: 'Ertaga ob-havo qanday?', lang: 'uz' },
        overrideAccess: true,
      }),
    () =>
      payload.create({
        collection: 'appeal-attachments',
        data: {},
        file: { data: files.pdf(), mimetype: 'application/pdf', name: 'ariza.pdf', size: files.pdf().length },
        overrideAccess: true,
      }),
  ]
  for (const make of makers) await make()
  // A question nobody wrote before: a conversation, its messages, and a review entry for editors.
  const asked = await stack.api.post('/api/v1/assistant/messages', {
    body: { message: `${uniqueWord().latin} ${uniqueWord().latin} ${uniqueWord().latin}?`, lang: 'uz' },
  })
  expect(asked.status).toBe(200)
}, 120_000)

async function sendEach(url: string, method: 'PATCH' | 'POST', names: string[]) {
  const answers: string[] = []
  await eachLimited(
    names.flatMap((name) => wrongValues.map((value) => ({ name, value }))),
    CONCURRENCY,
    async ({ name, value }) => {
      const response = await fetch(`${stack.url}${url}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `JWT ${stack.tokens.super_admin}` },
        body: JSON.stringify({ [name]: value }),
      })
      const text = await response.text()
      if (response.status >= 500)
        answers.push(`${method} ${url} {${name}: ${JSON.stringify(value)}} → ${response.status} ${text.slice(0, 120)}`)
    },
  )
  return answers
}

describe('every field through Payload’s REST, written with a JSON type it does not hold', () => {
  it('covers every collection and global', () => {
    const slugs = stack.payload.config.collections.map((collection) => collection.slug)
    expect(slugs.filter((slug) => !INTERNAL.has(slug)).sort()).toEqual([...collectionSlugs].sort())
    expect(stack.payload.config.globals.map((global) => global.slug).sort()).toEqual([...globalSlugs].sort())
  })

  it.each(collectionSlugs)(
    '%s',
    async (slug) => {
      const payload = stack.payload
      // The newest record the factories (or the collection's own hooks, for the audit trail and the appeals' history) made.
      const { docs } = await payload.find({
        collection: slug as CollectionSlug,
        limit: 1,
        sort: '-id',
        depth: 0,
        overrideAccess: true,
      })
      const names = dataFields(payload.collections[slug as CollectionSlug].config.flattenedFields)
      expect(docs.length, `a ${slug} record to write to`).toBe(1)
      expect(await sendEach(`/api/${slug}/${docs[0].id}`, 'PATCH', names)).toEqual([])
    },
    120_000,
  )

  it.each(globalSlugs)(
    'global %s',
    async (slug) => {
      const global = stack.payload.config.globals.find((one) => one.slug === slug)
      expect(await sendEach(`/api/globals/${slug}`, 'POST', dataFields(global?.flattenedFields ?? []))).toEqual([])
    },
    120_000,
  )
})

describe('a value of the wrong type or a related id of no record', () => {
  it('is a 400 naming the field, and nothing is saved', async () => {
    const program = await createProgram(stack.payload)
    const before = await stack.payload.findByID({
      collection: 'programs',
      id: program.id,
      depth: 0,
      overrideAccess: true,
    })
    for (const [field, value] of [
      ['kind', 12345678],
      ['kind', true],
      ['sortOrder', true],
      ['programSector', 2_000_000_000],
      ['programSector', -1],
      ['programSector', 1.5],
    ] as const) {
      const response = await stack.api.call('PATCH', `/api/programs/${program.id}`, {
        headers: { authorization: `JWT ${stack.tokens.editor}` },
        body: { [field]: value },
      })
      expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(400)
      expect(response.body.errors[0].data.errors.map((error: { path: string }) => error.path)).toEqual([field])
    }
    const after = await stack.payload.findByID({
      collection: 'programs',
      id: program.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after.updatedAt).toBe(before.updatedAt)
    expect([after.kind, after.sortOrder, after.programSector]).toEqual([
      before.kind,
      before.sortOrder,
      before.programSector,
    ])
  })

  it('still takes a code written as a number, a related id or record, and null', async () => {
    const program = await createProgram(stack.payload)
    const sector = await createProgramSector(stack.payload)
    for (const value of [sector.id, { id: sector.id }, null]) {
      const response = await stack.api.call('PATCH', `/api/programs/${program.id}`, {
        headers: { authorization: `JWT ${stack.tokens.editor}` },
        body: { programSector: value },
      })
      expect(response.status, `${JSON.stringify(value)}: ${response.text.slice(0, 400)}`).toBe(200)
    }
    const staff = await createStaff(stack.payload, 'editor')
    const response = await stack.api.call('PATCH', `/api/users/${staff.user.id}`, {
      headers: { authorization: `JWT ${stack.tokens.super_admin}` },
      body: { status: 0 },
    })
    expect(response.status).toBe(200)
    expect(response.body.doc.status).toBe('0')
  })
})
