import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/**
 * Records of `collection` that refer to the one being deleted through `field` stay, without the reference (a program
 * without its sector, a post without its category). Each is updated through Payload, so each change is audited and
 * rolls back with the delete.
 */
export const detachReferences =
  (collection: CollectionSlug, field: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { docs } = await req.payload.find({
      collection,
      where: { [field]: { equals: id } },
      pagination: false,
      depth: 0,
      select: {},
      req,
      // System cleanup that follows from a delete the caller was allowed to make.
      overrideAccess: true,
    })
    for (const doc of docs) {
      await req.payload.update({
        collection,
        id: doc.id,
        data: { [field]: null },
        req,
        overrideAccess: true,
        depth: 0,
      })
    }
  }
