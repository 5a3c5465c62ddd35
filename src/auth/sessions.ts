import type { CollectionAfterReadHook } from 'payload'

/**
 * Sessions of an account (staff or citizen) stay with the token check (a read with access overridden); every other
 * read, an account embedded in an audit entry included, goes without them (Payload would answer an unreadable array
 * as `[]`).
 */
export const hideSessions: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (!overrideAccess && doc && typeof doc === 'object') delete (doc as { sessions?: unknown }).sessions
  return doc
}
