import type { Access, CollectionConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AssistantKnowledge } from '../../collections/AssistantKnowledge.js'
import { Faqs } from '../../collections/Faqs.js'
import { LegalDocuments } from '../../collections/LegalDocuments.js'
import { Management } from '../../collections/Management.js'
import { Posts } from '../../collections/Posts.js'
import { Programs } from '../../collections/Programs.js'
import { StaffUnits } from '../../collections/StaffUnits.js'
import { postStateOf } from '../../src/access/postState.js'
import { indexedSources, isIndexed, publicKinds } from '../../src/search/sources.js'

/** The search index's idea of "public" must be the collection's read rule itself, for every indexed collection. */
const collections: CollectionConfig[] = [
  Programs,
  Posts,
  LegalDocuments,
  Faqs,
  StaffUnits,
  Management,
  AssistantKnowledge,
]
const anonymousRead = (collection: CollectionConfig) =>
  (collection.access?.read as Access)({ req: { user: null } } as Parameters<Access>[0])

beforeAll(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'))
})
afterAll(() => vi.useRealTimers())

describe('search visibility', () => {
  it.each(indexedSources.map((source) => [source.kind, source] as const))(
    'indexes %s by the rule its collection reads with',
    (_kind, source) => {
      const collection = collections.find((c) => c.slug === source.collection)
      expect(collection, `collection ${source.collection}`).toBeDefined()
      if ((publicKinds as readonly string[]).includes(source.kind)) {
        expect(source.visibility).toBeDefined()
        expect(anonymousRead(collection!)).toEqual(source.visibility!.where())
      } else {
        // Not public: the collection refuses anonymous readers, and every record is indexed for the assistant.
        expect(anonymousRead(collection!)).toBe(false)
        expect(source.visibility).toBeUndefined()
      }
    },
  )

  it('indexes an active record and leaves out an inactive one; a post also needs its publication time', () => {
    const programs = indexedSources.find((source) => source.kind === 'programs')!
    const posts = indexedSources.find((source) => source.kind === 'posts')!
    expect(isIndexed(programs, { id: 1, status: '1' })).toBe(true)
    expect(isIndexed(programs, { id: 1, status: '0' })).toBe(false)
    expect(isIndexed(posts, { id: 1, status: '1', publishedAt: '2026-06-01T00:00:00.000Z' })).toBe(true)
    expect(isIndexed(posts, { id: 1, status: '1', publishedAt: null })).toBe(false)
    expect(posts.visibility?.from?.({ status: '1', publishedAt: '2026-06-01T00:00:00.000Z' })).toBe(
      '2026-06-01T00:00:00.000Z',
    )
  })

  it("tells a post's state in the admin UI by the same rule", () => {
    expect(postStateOf({ status: '1', publishedAt: '2026-04-01T00:00:00.000Z' })).toBe('published')
    expect(postStateOf({ status: '1', publishedAt: '2026-06-01T00:00:00.000Z' })).toBe('scheduled')
    expect(postStateOf({ status: '0', publishedAt: '2026-04-01T00:00:00.000Z' })).toBe('hidden')
    expect(postStateOf({ status: '1', publishedAt: null })).toBe('hidden')
  })
})
