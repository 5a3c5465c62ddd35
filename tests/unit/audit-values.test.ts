import type { I18nClient } from '@payloadcms/translations'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { findField, formatValue, type ValueContext } from '../../src/admin/audit/changeValues.js'
import type { RecordRef } from '../../src/admin/audit/recordTitles.js'

const uz = { language: 'uz', fallbackLanguage: 'en', t: (key: string) => key } as unknown as I18nClient
const names: Record<string, string> = {
  'news-categories:4': 'Qishloq xo‘jaligi',
  'media:9': 'dala.jpg',
  'users:2': 'Aziz Rahimov',
}
const seen: RecordRef[] = []
const context: ValueContext = {
  i18n: uz,
  record: (ref) => {
    seen.push(ref)
    return names[`${ref.collection}:${ref.id}`] ?? `${ref.collection} #${ref.id}`
  },
}
const label = (en: string, uzbek: string) => ({ en, ru: en, uz: uzbek })

const fields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'category', type: 'relationship', relationTo: 'news-categories', label: label('Category', 'Rukn') },
    ],
  },
  { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  { name: 'owner', type: 'relationship', relationTo: ['users', 'media'] },
  {
    name: 'kind',
    type: 'select',
    options: [
      { value: 'credit', label: label('Credit', 'Kredit') },
      { value: 'leasing', label: label('Leasing', 'Lizing') },
    ],
    hasMany: true,
  },
  { name: 'isFeatured', type: 'checkbox' },
  { name: 'publishedAt', type: 'date' },
  { name: 'body', type: 'richText' },
  {
    name: 'documents',
    type: 'array',
    fields: [
      { name: 'document', type: 'text', label: label('Document', 'Hujjat') },
      { name: 'author', type: 'relationship', relationTo: 'users', label: label('Author', 'Muallif') },
    ],
  },
  {
    name: 'location',
    type: 'group',
    label: label('Place', 'Joy'),
    fields: [
      { name: 'city', type: 'text', label: label('City', 'Shahar') },
      { name: 'zip', type: 'text' },
    ],
  },
]
const show = (name: string, value: unknown) => formatValue(findField(fields, name), value, context)

describe('an audit value as a person reads it', () => {
  it('names related records, single, hasMany and polymorphic, by what the resolver says', () => {
    expect(show('category', 4)).toBe('Qishloq xo‘jaligi')
    expect(show('images', [9, 10])).toBe('dala.jpg\nmedia #10')
    expect(show('owner', { relationTo: 'users', value: 2 })).toBe('Aziz Rahimov')
    expect(show('owner', { relationTo: 'users', value: { id: 2, name: 'x' } })).toBe('Aziz Rahimov')
    expect(seen).toContainEqual({ collection: 'media', id: 10 })
  })

  it('reads options by their labels, yes/no in words and dates as dd.mm.yyyy HH:mm', () => {
    expect(show('kind', ['credit', 'leasing'])).toBe('Kredit, Lizing')
    expect(show('kind', 'gone')).toBe('gone')
    expect(show('isFeatured', true)).toBe('Ha')
    expect(show('isFeatured', false)).toBe("Yo'q")
    // On the fund's clock (Tashkent, UTC+5 by default), whatever the machine's time zone.
    expect(show('publishedAt', '2026-03-05T04:07:00.000Z')).toBe('05.03.2026 09:07')
  })

  it('reads rich text recorded as HTML or as Lexical JSON as text', () => {
    expect(show('body', '<p>Salom &amp; xayr</p><ul><li>bir</li></ul>')).toBe('Salom & xayr\n• bir')
    const lexical = {
      root: {
        type: 'root',
        version: 1,
        children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Matn', version: 1 }] }],
      },
    }
    expect(show('body', lexical)).toBe('Matn')
  })

  it('reads an array as one line per row with its fields labelled, and a group as labelled lines', () => {
    const rows = [
      { id: 'a1', document: 'Ariza', author: 2 },
      { id: 'b2', document: 'Pasport nusxasi' },
    ]
    expect(show('documents', rows)).toBe('1) Hujjat: Ariza\n   Muallif: Aziz Rahimov\n2) Hujjat: Pasport nusxasi')
    expect(show('location', { city: 'Toshkent', zip: '100000' })).toBe('Shahar: Toshkent\nzip: 100000')
  })

  it('shows an empty value as a dash and a value of an unknown field as it was', () => {
    expect(show('category', null)).toBe('—')
    expect(show('images', [])).toBe('—')
    expect(formatValue(undefined, { a: 1 }, context)).toBe('{\n "a": 1\n}')
    expect(formatValue(undefined, '<p>x</p>', context)).toBe('x')
  })
})
