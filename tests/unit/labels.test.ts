import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { locales } from '../../src/config/locales.js'

process.env.PAYLOAD_SECRET ??= 'labels-test'
const { collections, globals } = await import('../../payload.config.js')

/** Where a label is missing or lacks a language: `programs › kind › option credit: ru`. */
function gaps(where: string, label: unknown): string[] {
  if (label === false || typeof label === 'function') return []
  if (!label || typeof label !== 'object') return [`${where}: no label in ${locales.join('/')}`]
  return locales
    .filter((locale) => !String((label as Record<string, unknown>)[locale] ?? '').trim())
    .map((locale) => `${where}: ${locale}`)
}

function fieldGaps(where: string, fields: Field[]): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => fieldGaps(where, tab.fields))
    if (!('name' in field) || !field.name) return 'fields' in field ? fieldGaps(where, field.fields) : []
    if (field.type === 'ui' || field.hidden || field.admin?.hidden || field.admin?.disabled) return []
    const here = `${where} › ${field.name}`
    const own = gaps(here, 'label' in field ? field.label : undefined)
    const options =
      'options' in field
        ? field.options.flatMap((option) =>
            typeof option === 'string'
              ? [`${here} › option ${option}: no label`]
              : gaps(`${here} › option ${option.value}`, option.label),
          )
        : []
    const rows =
      field.type === 'array' && field.labels
        ? [...gaps(`${here} › singular`, field.labels.singular), ...gaps(`${here} › plural`, field.labels.plural)]
        : []
    const nested = 'fields' in field ? fieldGaps(here, field.fields) : []
    return [...own, ...options, ...rows, ...nested]
  })
}

// Editors work in Uzbek, Russian and English: every name they read in the admin UI exists in all three.
describe('admin UI labels', () => {
  it('every collection, global, field and option is labelled in uz, ru and en', () => {
    const missing = [
      ...collections.flatMap((c) => [
        ...gaps(`${c.slug} (singular)`, c.labels?.singular),
        ...gaps(`${c.slug} (plural)`, c.labels?.plural),
        ...fieldGaps(c.slug, c.fields),
      ]),
      ...globals.flatMap((g) => [...gaps(g.slug, g.label), ...fieldGaps(g.slug, g.fields)]),
    ]
    expect(missing).toEqual([])
  })
})
