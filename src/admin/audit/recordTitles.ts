import { getTranslation, type I18nClient } from '@payloadcms/translations'
import type {
  CollectionSlug,
  Payload,
  PayloadRequest,
  SanitizedCollectionConfig,
  SelectIncludeType,
  TypedUser,
} from 'payload'
import { isCollectionSlug } from '../../payloadRest/fields.js'
import { formatDateTime } from '../format.js'
import { interfaceText } from '../../i18n/interfaceText.js'

/** A record another one points at: the collection and the id (as stored in an audit entry or a relationship). */
export interface RecordRef {
  collection: string
  id: number | string
}

/** How a referenced record reads: its title, or why there is none. */
export type RecordTitle = { state: 'found'; title: string } | { state: 'untitled' | 'hidden' | 'gone' }

export type RecordTitles = Map<string, RecordTitle>

/** A collection's configuration by a slug read from stored data, which may name one that no longer exists. */
export const collectionConfig = (payload: Payload, slug: string): SanitizedCollectionConfig | undefined =>
  isCollectionSlug(payload, slug) ? payload.collections[slug].config : undefined

export const refKey = (ref: RecordRef) => `${ref.collection}:${String(ref.id)}`

/**
 * The titles (`useAsTitle`, in `locale`) of the records the refs name, one query per collection whatever their number.
 * Read as `user` with its access; a record it may not read is told apart from one deleted since by a bare existence
 * check, so a name never leaks and "deleted" is only said of what is gone.
 */
export async function findRecordTitles(
  payload: Payload,
  user: TypedUser | null | undefined,
  refs: RecordRef[],
  locale: PayloadRequest['locale'],
): Promise<RecordTitles> {
  const titles: RecordTitles = new Map()
  const byCollection = new Map<CollectionSlug, Set<string>>()
  for (const ref of refs) {
    const { collection, id } = ref
    if (!isCollectionSlug(payload, collection) || id === null || id === undefined || id === '') continue
    const ids = byCollection.get(collection) ?? new Set<string>()
    ids.add(String(id))
    byCollection.set(collection, ids)
  }
  await Promise.all(
    [...byCollection].map(async ([collection, idSet]) => {
      const { config } = payload.collections[collection]
      const titleField =
        config.admin?.useAsTitle && config.admin.useAsTitle !== 'id' ? config.admin.useAsTitle : undefined
      const isDate = config.flattenedFields.some((field) => field.name === titleField && field.type === 'date')
      const ids = [...idSet]
      const select: SelectIncludeType = titleField ? { [titleField]: true } : {}
      const readable = user
        ? await payload.find({
            collection,
            where: { id: { in: ids } },
            select,
            depth: 0,
            locale,
            pagination: false,
            user,
            overrideAccess: false,
          })
        : { docs: [] }
      for (const doc of readable.docs) {
        // The title field is the collection's `useAsTitle`, named at run time.
        const value: unknown = titleField ? Reflect.get(doc, titleField) : undefined
        const title = isDate
          ? value
            ? formatDateTime(value as string)
            : ''
          : typeof value === 'string' || typeof value === 'number'
            ? String(value).trim()
            : ''
        titles.set(refKey({ collection, id: doc.id }), title ? { state: 'found', title } : { state: 'untitled' })
      }
      const unread = ids.filter((id) => !titles.has(refKey({ collection, id })))
      if (unread.length === 0) return
      // System look-up of existence only (ids, no content): whether an unreadable record is hidden or deleted.
      const existing = await payload.find({
        collection,
        where: { id: { in: unread } },
        select: {},
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const exists = new Set(existing.docs.map((doc) => String(doc.id)))
      for (const id of unread) titles.set(refKey({ collection, id }), { state: exists.has(id) ? 'hidden' : 'gone' })
    }),
  )
  return titles
}

/** A referenced record as a person reads it: its title, else "<singular label> #id", marked when it was deleted. */
export function describeRecord(payload: Payload, i18n: I18nClient, titles: RecordTitles, ref: RecordRef): string {
  const found = titles.get(refKey(ref))
  if (found?.state === 'found') return found.title
  const singular = collectionConfig(payload, ref.collection)?.labels?.singular
  const name = `${singular ? getTranslation(singular, i18n) : ref.collection} #${String(ref.id)}`
  return found?.state === 'gone' ? interfaceText(i18n, 'recordDeleted', { record: name }) : name
}
