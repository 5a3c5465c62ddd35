import type { Field, FieldHook } from 'payload'
import { defaultLocale } from '../config/locales.js'
import { lexicalToHtml } from '../richtext/html.js'
import { internalLinksIn, loadLinkTargets } from '../richtext/links.js'
import { loadMediaForHtml, uploadIdsIn } from '../richtext/uploads.js'
import { validateRichTextPictures } from './pictures.js'
import { technicalFieldAdmin } from './technical.js'

type Label = { en: string; ru: string; uz: string }

const isLocaleMap = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !('root' in (value as object))

/** The Lexical states being written, by locale: one locale's value, or all of them (a write with `locale: 'all'`). */
const writtenStates = (value: unknown, locale: string | undefined): [string, unknown][] =>
  isLocaleMap(value) ? Object.entries(value) : [[locale ?? defaultLocale, value]]

/**
 * Renders the stored HTML of a rich text field for the locale(s) being written, so reads never convert; the files its
 * upload nodes place and the records its internal links name are looked up in the same transaction.
 */
const renderHtml =
  (source: string): FieldHook =>
  async ({ siblingData, req }) => {
    const lexical = siblingData?.[source]
    if (lexical === undefined) return undefined
    const states = writtenStates(lexical, req.locale ?? undefined)
    const media = await loadMediaForHtml(req, [...new Set(states.flatMap(([, state]) => uploadIdsIn(state)))])
    const targets = await loadLinkTargets(
      req,
      states.flatMap(([, state]) => internalLinksIn(state)),
    )
    const html = states.map(([locale, state]) => [locale, lexicalToHtml(state, media, locale, targets)] as const)
    return isLocaleMap(lexical) ? Object.fromEntries(html) : html[0][1]
  }

/**
 * The files placed in the field in any locale, kept as a relation: a file of the media library is shown by the record
 * that places it in its text (src/media/references.ts), and readable exactly while that record is.
 */
const collectPlacedMedia =
  (source: string): FieldHook =>
  ({ siblingData, siblingDocWithLocales, req, value }) => {
    const written = siblingData?.[source]
    const stored = siblingDocWithLocales?.[source]
    if (written === undefined && stored === undefined) return value
    const states = new Map<string, unknown>(isLocaleMap(stored) ? Object.entries(stored) : [])
    if (written !== undefined)
      for (const [locale, state] of writtenStates(written, req.locale ?? undefined)) states.set(locale, state)
    return [...new Set([...states.values()].flatMap(uploadIdsIn))]
  }

/** `<name>Media`: the files a rich text field places, derived on every write and never shown or audited. */
export const placedMediaField = (source: string): Field => ({
  name: `${source}Media`,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  hidden: true,
  maxDepth: 0,
  admin: technicalFieldAdmin,
  custom: { audit: false },
  hooks: { beforeChange: [collectPlacedMedia(source)] },
})

/**
 * A localized rich text field edited with Lexical in the admin UI (images from the media library included), plus a
 * hidden `<name>Html` field that stores its sanitised HTML per locale for the API and `<name>Media`, the files it places.
 */
export const localizedRichText = (name: string, label: Label, required = false): Field[] => [
  {
    name,
    type: 'richText',
    localized: true,
    label,
    required,
    // Files newly placed in it are pictures (src/fields/pictures.ts); its picker lists only pictures (patches/).
    validate: validateRichTextPictures as never,
  },
  {
    name: `${name}Html`,
    type: 'textarea',
    localized: true,
    admin: technicalFieldAdmin,
    hooks: { beforeChange: [renderHtml(name)] },
  },
  placedMediaField(name),
]
