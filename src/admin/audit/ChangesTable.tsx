'use client'
import { getTranslation } from '@payloadcms/translations'
import { useConfig, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { ClientField } from 'payload'
import React from 'react'
import { isLocale, localeLabels } from '../../config/locales.js'
import { htmlToReadableText } from '../../richtext/text.js'
import { interfaceText } from '../interfaceText.js'

type Change = { old: unknown; new: unknown }

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase())

const findField = (fields: ClientField[] | undefined, name: string): ClientField | undefined => {
  for (const field of fields ?? []) {
    if ('name' in field && field.name === name) return field
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found = findField(tab.fields, name)
        if (found) return found
      }
    } else if (!('name' in field) && 'fields' in field) {
      const found = findField(field.fields, name)
      if (found) return found
    }
  }
  return undefined
}

/**
 * Rich text is recorded as HTML; an editor reads it as text. The table is rendered on the server too (a page loaded
 * by its address), where no browser API such as DOMParser exists: the conversion is plain string work.
 */
const asText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return /<[a-z][\s\S]*>/i.test(value) ? htmlToReadableText(value) || '—' : value
  if (typeof value === 'object') return JSON.stringify(value, null, 1)
  return String(value)
}

/**
 * An audit entry's changes as a table (field, language, old, new), in place of Payload's JSON editor, which would load
 * its code from a CDN that these networks cannot reach.
 */
export function ChangesTable({ path }: { path: string }) {
  const { value } = useField<Record<string, Change> | null>({ path })
  const resource = useFormFields(([fields]) => fields.resource?.value) as string | undefined
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const entity = resource ? (getEntityConfig({ collectionSlug: resource }) ?? getEntityConfig({ globalSlug: resource })) : undefined
  const rows = Object.entries(value ?? {}).map(([key, change]) => {
    const parts = key.split('.')
    const locale = parts.length > 1 && isLocale(parts[parts.length - 1]) ? parts.pop() : undefined
    const field = findField(entity?.fields as ClientField[] | undefined, camel(parts[0]))
    const label = field && 'label' in field && field.label ? getTranslation(field.label as never, i18n) : parts.join('.')
    return { key, label: parts.length > 1 ? `${label} › ${parts.slice(1).join('.')}` : label, locale, change }
  })
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
                <td>{row.locale ? localeLabels[row.locale as keyof typeof localeLabels] : '—'}</td>
                <td className="agrofund-changes__value agrofund-changes__value--old">{asText(row.change?.old)}</td>
                <td className="agrofund-changes__value agrofund-changes__value--new">{asText(row.change?.new)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
