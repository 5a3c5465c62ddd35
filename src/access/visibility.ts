import type { Where } from 'payload'

/** What a public rule reads of a stored record. */
export interface PublicFacts {
  status?: unknown
  publishedAt?: unknown
  [field: string]: unknown
}

/**
 * Which records the public may read, said once: as a Where the database applies (collection access, the public SQL
 * reads) and on a stored record (the search index, a post's state in the admin UI).
 */
export interface PublicRule {
  /** The rule as the database applies it, built at each read (a time part compares with that moment). */
  where: () => Where
  /** Whether a stored record passes the rule, its time part aside. */
  holds: (doc: PublicFacts) => boolean
  /** The time part: from when a record that holds is public; absent when the rule has none. */
  from?: (doc: PublicFacts) => string | null
  /** The stored date field of the time part (the public cache schedules its expiry by it: `custom.publicFrom`). */
  fromField?: string
}

/** The rule that makes a record exist publicly; shared by collection access and the public SQL read path. */
export const activeOnly: Where = { status: { equals: '1' } }

/** Active records are public. */
export const active: PublicRule = {
  where: () => activeOnly,
  holds: (doc) => String(doc.status) === '1',
}

/**
 * Active and published by now: a record scheduled for 10:00 is public from 10:00 on, with nothing running in between,
 * because the rule is built at each read and the database compares with that moment (an unset date never matches).
 */
export const publishedByNow = (): Where => ({
  and: [activeOnly, { publishedAt: { less_than_equal: new Date().toISOString() } }],
})

const publishedAt = (doc: PublicFacts) =>
  typeof doc.publishedAt === 'string' && doc.publishedAt !== '' ? doc.publishedAt : null

/** Active with a publication time, public from that time on (posts). */
export const published: PublicRule = {
  where: publishedByNow,
  holds: (doc) => active.holds(doc) && publishedAt(doc) !== null,
  from: publishedAt,
  fromField: 'publishedAt',
}
