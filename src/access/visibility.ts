import type { Where } from 'payload'

/** The rule that makes a record exist publicly; shared by collection access and the public SQL read path. */
export const activeOnly: Where = { status: { equals: '1' } }
