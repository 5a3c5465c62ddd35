import type { Where } from 'payload'

/** The rule that makes a record exist publicly; shared by collection access and the public SQL read path. */
export const activeOnly: Where = { status: { equals: '1' } }

/**
 * Active and published by now: a record scheduled for 10:00 is public from 10:00 on, with nothing running in between,
 * because the rule is built at each read and the database compares with that moment (an unset date never matches).
 */
export const publishedByNow = (): Where => ({
  and: [activeOnly, { publishedAt: { less_than_equal: new Date().toISOString() } }],
})
