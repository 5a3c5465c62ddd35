import type { Access, CollectionSlug, Field, GlobalSlug, Where } from 'payload'
import { contentRoles, hasRole } from '../access/roles.js'

/**
 * Every field that shows a media file on a record, declared once. A file is readable exactly while a record the
 * caller may read shows it through one of these (`readShownMedia`), so a collection with a media field is listed
 * here, and tests/api/media-visibility.test.ts fails for a media field that is not.
 */
export const mediaReferences = [
  { collection: 'legal-documents', field: 'files' },
  { collection: 'open-data', field: 'file' },
  { collection: 'history', field: 'image' },
  { collection: 'management', field: 'photo' },
  { collection: 'photo-galleries', field: 'cover' },
  { collection: 'photo-galleries', field: 'photos.image' },
  { collection: 'video-galleries', field: 'thumbnail' },
  { collection: 'posts', field: 'cover' },
  { collection: 'posts', field: 'images' },
  // Files placed inside rich text (`<name>Media`, src/fields/richText.ts).
  { collection: 'posts', field: 'bodyMedia' },
  { collection: 'programs', field: 'bodyMedia' },
  { collection: 'legal-documents', field: 'bodyMedia' },
  { collection: 'staff-units', field: 'dutiesMedia' },
  { collection: 'management', field: 'biographyMedia' },
  { collection: 'history', field: 'descriptionMedia' },
  { collection: 'faqs', field: 'answerMedia' },
] as const satisfies readonly { collection: CollectionSlug; field: string }[]

/** Media fields of globals (single settings records), which no join reaches: their files are looked up at each read. */
export const globalMediaReferences = [{ global: 'citizen-reception', field: 'notesMedia' }] as const satisfies readonly { global: GlobalSlug; field: string }[]

export type MediaReference = (typeof mediaReferences)[number]

const camel = (text: string) => text.replace(/[-.]([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** The join field on the media collection that reaches the records of one reference: `shownByPhotoGalleriesCover`. */
export const referenceJoinName = (reference: MediaReference) => `shownBy${camel(`-${reference.collection}.${reference.field}`)}`

/**
 * The join fields the media read rule queries through. Nobody reads or filters on them (their field access says
 * so: the rule is not theirs to probe), the admin UI does not show them, and media reads do not populate them.
 */
export const referenceJoinFields = (): Field[] =>
  mediaReferences.map((reference) => ({
    name: referenceJoinName(reference),
    type: 'join',
    collection: reference.collection,
    on: reference.field,
    access: { read: () => false },
    admin: { disabled: true },
  }))

/** A Where of another collection, as seen from the media collection through a join field. */
const throughJoin = (join: string, where: Where): Where =>
  Object.fromEntries(
    Object.entries(where).map(([key, value]) =>
      key === 'and' || key === 'or' ? [key, (value as Where[]).map((sub) => throughJoin(join, sub))] : [`${join}.${key}`, value],
    ),
  )

/**
 * Who may read a media record, and so list it and fetch its file or any of its sizes: the content roles every one;
 * anyone else the files shown by a record they may read, by that collection's own read rule, evaluated at each read
 * (a time-dependent rule, such as a scheduled post's, holds) and applied by the database through the joins.
 * A private collection (its read rule staff only) shows its files to staff only.
 */
export const readShownMedia: Access = async ({ req }) => {
  if (hasRole(req, contentRoles)) return true
  const shown: Where[] = []
  for (const reference of mediaReferences) {
    const collection = req.payload.collections[reference.collection]
    if (!collection) continue
    const rule = await collection.config.access.read({ req })
    if (rule === false) continue
    const join = referenceJoinName(reference)
    shown.push(rule === true ? { [`${join}.id`]: { exists: true } } : throughJoin(join, rule))
  }
  for (const reference of globalMediaReferences) {
    const global = req.payload.config.globals.find((config) => config.slug === reference.global)
    // A global is one record: readable as a whole or not at all.
    if (!global || (await global.access.read({ req })) !== true) continue
    const doc = await req.payload.findGlobal({ slug: reference.global, depth: 0, select: { [reference.field]: true }, showHiddenFields: true, req, overrideAccess: true })
    const ids = (doc[reference.field] ?? []).map((item) => Number(typeof item === 'object' && item ? item.id : item))
    if (ids.length > 0) shown.push({ id: { in: ids } })
  }
  return shown.length > 0 ? { or: shown } : false
}

/**
 * Media reads skip the join fields unless a caller asks for them: they exist for the read rule, and populating
 * them would add a query per reference to every read of a file record.
 */
export const withoutReferenceJoins = <T extends { joins?: unknown }>(args: T): T => (args.joins === undefined ? { ...args, joins: false } : args)
