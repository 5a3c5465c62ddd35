import type { Field, JSONFieldServerComponent, Payload } from 'payload'
import React from 'react'
import { isLocale, localeLabels } from '../../config/locales.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { EMPTY, fieldLabel, findField, formatValue, type ValueContext } from './changeValues.js'
import { collectionConfig, describeRecord, findRecordTitles, type RecordRef } from './recordTitles.js'
import { isLongText, WordDiff } from './WordDiff.js'

type Change = { old: unknown; new: unknown }

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase())

/** The fields of the audited collection or global, as the server configures them (labels, options, relations). */
const fieldsOf = (payload: Payload, slug: string | undefined): Field[] | undefined =>
  slug
    ? (collectionConfig(payload, slug)?.fields ?? payload.config.globals.find((global) => global.slug === slug)?.fields)
    : undefined

/**
 * An audit entry's changes as a table (field, language, old, new), in place of Payload's JSON editor, which would load
 * its code from a CDN that these networks cannot reach. Rendered on the server: each value reads as the field shows it
 * (names of related records, option labels, dates, readable rich text), the related records looked up once per
 * collection with the reader's access.
 */
export const ChangesTable: JSONFieldServerComponent = async ({ data, payload, i18n, req, user }) => {
  const value = (data?.changes ?? null) as Record<string, Change> | null
  const fields = fieldsOf(payload, data?.resource as string | undefined)
  const rows = Object.entries(value && typeof value === 'object' ? value : {}).map(([key, change]) => {
    const parts = key.split('.')
    const locale = parts.length > 1 && isLocale(parts[parts.length - 1]) ? parts.pop() : undefined
    const field = findField(fields, camel(parts[0]))
    const label = fieldLabel(field, parts[0], i18n)
    return { key, label: parts.length > 1 ? `${label} › ${parts.slice(1).join('.')}` : label, locale, field, change }
  })

  // First pass: which records the values name; then one look-up per collection; then the text.
  const refs: RecordRef[] = []
  const collect: ValueContext = { i18n, record: (ref) => (refs.push(ref), '') }
  for (const row of rows) for (const side of [row.change?.old, row.change?.new]) formatValue(row.field, side, collect)
  const titles = await findRecordTitles(payload, user ?? req?.user, refs, req?.locale ?? undefined)
  const context: ValueContext = { i18n, record: (ref) => describeRecord(payload, i18n, titles, ref) }
  const show = (row: (typeof rows)[number], side: 'old' | 'new') => {
    const before = formatValue(row.field, row.change?.old, context)
    const after = formatValue(row.field, row.change?.new, context)
    const text = side === 'old' ? before : after
    if (!text) return EMPTY
    // A long text changed in a few words: those words are marked, the rest reads as it was.
    if (before && after && before !== EMPTY && after !== EMPTY && isLongText(before, after))
      return <WordDiff before={before} after={after} side={side} />
    return text
  }

  return (
    <div className="field-type agrofund-changes">
      {rows.length === 0 ? (
        <p>{interfaceText(i18n, 'noChanges')}</p>
      ) : (
        <table className="agrofund-table" data-testid="audit-changes">
          <thead>
            <tr>
              <th>{interfaceText(i18n, 'field')}</th>
              <th>{interfaceText(i18n, 'language')}</th>
              <th>{interfaceText(i18n, 'before')}</th>
              <th>{interfaceText(i18n, 'after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-key={row.key}>
                <td>{row.label}</td>
                <td>{row.locale ? localeLabels[row.locale as keyof typeof localeLabels] : EMPTY}</td>
                <td className="agrofund-changes__value agrofund-changes__value--old">{show(row, 'old')}</td>
                <td className="agrofund-changes__value agrofund-changes__value--new">{show(row, 'new')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
