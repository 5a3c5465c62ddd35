import type { Field, FieldHook, PayloadRequest } from 'payload'
import { locales, type Locale } from '../config/locales.js'
import { labels } from './labels.js'
import { requiredInDefaultLocale } from './requiredInDefaultLocale.js'
import { technicalFieldAdmin } from './technical.js'
import { messageFor } from '../i18n/messages.js'
import { editingTexts } from '../i18n/texts/editing.js'
import { pictureField } from './pictures.js'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export { technicalFieldAdmin }

/** A calendar date, shown with its year (dd.MM.yyyy, as dates are written in Uzbekistan). */
export const dayField = (
  name: string,
  label: ReturnType<typeof labels>,
  options: { required?: boolean; index?: boolean } = {},
): Field => ({
  name,
  type: 'date',
  required: options.required,
  index: options.index,
  label,
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
})

/**
 * The admin UI of a moment picked as a day and a time (dd.mm.yyyy HH:mm), with the project's picker
 * (src/admin/editing/DateTimeField.tsx: inside the window, its time column named in the interface language, a clicked
 * day keeping the time).
 */
export const dayAndTimeAdmin = (timeIntervals?: number) => ({
  date: {
    pickerAppearance: 'dayAndTime' as const,
    displayFormat: 'dd.MM.yyyy HH:mm',
    timeFormat: 'HH:mm',
    ...(timeIntervals ? { timeIntervals } : {}),
  },
  components: { Field: '/src/admin/editing/DateTimeField.tsx#DateTimeField' },
})

/**
 * The record's address on the site, unique. On a new record it is made from the title (or the name) as the editor
 * types it, until the editor writes one (src/admin/editing/SlugField.tsx); the rules are checked on every write.
 */
export const slugField = (): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 255,
  label: labels('Slug', 'Адрес на сайте', 'Saytdagi manzil'),
  admin: {
    position: 'sidebar',
    description: editingTexts.slugHint,
    components: { Field: '/src/admin/editing/SlugField.tsx#SlugField' },
  },
  validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
    typeof value === 'string' && SLUG_PATTERN.test(value) ? true : messageFor(req, 'slugFormat'),
})

/** Shown or hidden by the editor; a collection may name it after what it means there (posts: its visibility). */
export const statusField = (
  options: { label?: ReturnType<typeof labels>; description?: ReturnType<typeof labels> } = {},
): Field => ({
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: '1',
  index: true,
  label: options.label ?? labels('Status', 'Статус', 'Holati'),
  options: [
    { label: labels('Active (shown on the site)', 'Активен (на сайте)', 'Faol (saytda)'), value: '1' },
    { label: labels('Hidden', 'Скрыт', 'Yashirin'), value: '0' },
  ],
  admin: { position: 'sidebar', ...(options.description ? { description: options.description } : {}) },
})

export const sortOrderField = (max?: number): Field => ({
  name: 'sortOrder',
  type: 'number',
  required: true,
  defaultValue: 0,
  min: 0,
  ...(max === undefined ? {} : { max }),
  index: true,
  label: labels('Sort order', 'Порядок', 'Tartib'),
  admin: { position: 'sidebar', step: 1 },
})

export const localizedText = (
  name: string,
  label: ReturnType<typeof labels>,
  options: { required?: boolean; textarea?: boolean; maxLength?: number } = {},
): Field => {
  const common = {
    name,
    localized: true,
    label,
    maxLength: options.maxLength ?? (options.textarea ? 2000 : 255),
    ...(options.required
      ? {
          validate: requiredInDefaultLocale,
          custom: { requiredLocalized: true },
          admin: { components: { Label: '/src/admin/editing/RequiredLabel.tsx#RequiredLabel' } },
        }
      : {}),
  }
  return options.textarea ? ({ ...common, type: 'textarea' } as Field) : ({ ...common, type: 'text' } as Field)
}

export { localizedRichText, placedMediaField } from './richText.js'

export { labels }

export { pictureField, picturesOnly } from './pictures.js'

/** A picture from the media library: covers, photos, thumbnails (src/fields/pictures.ts). */
export const pictureFromLibrary = (
  name: string,
  label: ReturnType<typeof labels>,
  options: { required?: boolean } = {},
): Field => pictureField({ name, label, required: options.required })

/** An image or document from the media library. */
export const mediaField = (
  name: string,
  label: ReturnType<typeof labels>,
  options: { required?: boolean } = {},
): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  label,
  required: options.required,
})

export const groups = {
  content: labels('Content', 'Контент', 'Kontent'),
  structure: labels('Structure', 'Структура', 'Tuzilma'),
  news: labels('News', 'Новости', 'Yangiliklar'),
  media: labels('Media', 'Медиа', 'Media'),
  system: labels('System', 'Система', 'Tizim'),
  citizens: labels('Citizens', 'Граждане', 'Fuqarolar'),
}

const normaliseLabel = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLocaleLowerCase() : null

/** Keeps a hidden `<source>Key` as the trimmed lower-cased label of the locale(s) being written. */
const deriveKey =
  (source: string): FieldHook =>
  ({ siblingData }) => {
    const label = siblingData?.[source]
    if (label === undefined) return undefined
    if (label && typeof label === 'object') {
      return Object.fromEntries(
        Object.entries(label as Record<string, unknown>).map(([locale, text]) => [locale, normaliseLabel(text)]),
      )
    }
    return normaliseLabel(label)
  }

/**
 * A localized label that filters match exactly but case-insensitively (a document's direction, an FAQ category):
 * the hidden, indexed `<source>Key` holds the lower-cased label per locale.
 */
export const labelKeyField = (source: string): Field => ({
  name: `${source}Key`,
  type: 'text',
  localized: true,
  index: true,
  admin: technicalFieldAdmin,
  custom: { audit: false },
  hooks: { beforeChange: [deriveKey(source)] },
})

export { normaliseLabel }

/** The languages a citizen's mails are written in, named in each interface language (citizens, appeals). */
const languageNames: Record<Locale, ReturnType<typeof labels>> = {
  uz: labels('Uzbek', 'Узбекский', "O'zbekcha"),
  ru: labels('Russian', 'Русский', 'Ruscha'),
  en: labels('English', 'Английский', 'Inglizcha'),
}

export const languageOptions = locales.map((code) => ({ label: languageNames[code], value: code }))
