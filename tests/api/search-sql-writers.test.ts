import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  createFaq,
  createLegalDocument,
  createManager,
  createPost,
  createProgram,
  createStaffUnit,
} from '../factories.js'
import { adminQuery } from '../support/database.js'
import { useStack } from '../support/stack.js'
import { uniqueWord } from '../support/words.js'

const stack = useStack({ tokens: false })

/** Each public kind of the search: how a test makes a record titled with a word, and the table plain SQL writes. */
const kinds: { kind: string; table: string; create: (payload: Payload, word: string) => Promise<{ id: number }> }[] = [
  { kind: 'programs', table: 'programs', create: (p, word) => createProgram(p, { title: { uz: `${word} dasturi` } }) },
  { kind: 'posts', table: 'posts', create: (p, word) => createPost(p, { title: { uz: `${word} yangiligi` } }) },
  {
    kind: 'legal_documents',
    table: 'legal_documents',
    create: (p, word) => createLegalDocument(p, { title: { uz: `${word} qarori` } }),
  },
  { kind: 'faqs', table: 'faqs', create: (p, word) => createFaq(p, { question: { uz: `${word} nima?` } }) },
  {
    kind: 'staff_units',
    table: 'staff_units',
    create: (p, word) => createStaffUnit(p, { name: { uz: `${word} bo‘limi` } }),
  },
  {
    kind: 'management',
    table: 'management',
    create: (p, word) => createManager(p, { fullName: { uz: `${word} Aliyev` } }),
  },
]

/** What the public search answers for a word: the hits and the total (read from search_counts for one word). */
const search = async (word: string) => {
  const response = await stack.api.get(`/api/v1/search?q=${encodeURIComponent(word)}`)
  expect(response.status).toBe(200)
  const body = response.body as { data: { type: string; id: number }[]; meta: { total: number } }
  return { hits: body.data.map((hit) => `${hit.type}:${hit.id}`), total: body.meta.total }
}

/** A statement as a hand-written SQL writer runs it: no Payload, no hooks. */
const plainSql = (text: string, values: unknown[]) => adminQuery(stack.server.databaseUrl, text, values)

describe('search kept in step with plain-SQL writers', () => {
  it.each(kinds)('a $kind record hidden with SQL leaves the search, and comes back when shown again', async (spec) => {
    const word = uniqueWord().latin
    const record = await spec.create(stack.payload, word)
    const hit = `${spec.kind}:${record.id}`
    expect(await search(word)).toEqual({ hits: [hit], total: 1 })

    await plainSql(`update ${spec.table} set status = '0' where id = $1`, [record.id])
    await expect.poll(() => search(word)).toEqual({ hits: [], total: 0 })

    await plainSql(`update ${spec.table} set status = '1' where id = $1`, [record.id])
    await expect.poll(() => search(word)).toEqual({ hits: [hit], total: 1 })
  })

  it.each(kinds)('a $kind record deleted with SQL leaves the search', async (spec) => {
    const word = uniqueWord().latin
    const record = await spec.create(stack.payload, word)
    expect(await search(word)).toEqual({ hits: [`${spec.kind}:${record.id}`], total: 1 })

    await plainSql(`delete from ${spec.table} where id = $1`, [record.id])
    await expect.poll(() => search(word)).toEqual({ hits: [], total: 0 })
  })

  it('a post whose publication is cleared or moved ahead with SQL leaves the search until its new time', async () => {
    const word = uniqueWord().latin
    const post = await createPost(stack.payload, { title: { uz: `${word} xabari` } })
    const hit = `posts:${post.id}`
    expect(await search(word)).toEqual({ hits: [hit], total: 1 })

    await plainSql(`update posts set published_at = null where id = $1`, [post.id])
    await expect.poll(() => search(word)).toEqual({ hits: [], total: 0 })

    await plainSql(`update posts set published_at = now() + interval '1 hour' where id = $1`, [post.id])
    await expect.poll(() => search(word)).toEqual({ hits: [], total: 0 })

    await plainSql(`update posts set published_at = now() - interval '1 minute' where id = $1`, [post.id])
    await expect.poll(() => search(word)).toEqual({ hits: [hit], total: 1 })
  })

  it('a record hidden in the CMS and shown again with SQL is found again', async () => {
    const word = uniqueWord().latin
    const program = await createProgram(stack.payload, { title: { uz: `${word} dasturi` }, status: '0' })
    expect(await search(word)).toEqual({ hits: [], total: 0 })

    await plainSql(`update programs set status = '1' where id = $1`, [program.id])
    await expect.poll(() => search(word)).toEqual({ hits: [`programs:${program.id}`], total: 1 })
  })
})
