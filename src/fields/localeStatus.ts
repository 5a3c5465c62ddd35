import type { Field } from 'payload'
import { fieldAffectsData } from 'payload/shared'
import { locales, type Locale } from '../config/locales.js'

export interface LocalizedField {
  name: string
  required: boolean
}

/** The top-level localized fields an editor fills (technical, hidden copies left out). */
export function localizedFields(fields: Field[]): LocalizedField[] {
  return fields.flatMap((field): LocalizedField[] => {
    if (fieldAffectsData(field)) {
      if (!('localized' in field) || !field.localized || field.admin?.hidden || field.hidden) return []
      const required = Boolean(('required' in field && field.required) || field.custom?.requiredLocalized === true)
      return [{ name: field.name, required }]
    }
    return 'fields' in field ? localizedFields(field.fields) : []
  })
}

const hasContent = (value: unknown): boolean => {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && 'root' in (value as object)) {
    const children = (value as { root?: { children?: { children?: unknown[] }[] } }).root?.children ?? []
    return children.some((child) => (child.children ?? []).length > 0)
  }
  return true
}

export interface LocaleCoverage {
  locale: Locale
  filled: number
  total: number
  missingRequired: string[]
}

/** Per locale: how many of the localized fields hold something, in a document read with locale 'all'. */
export function localeCoverage(fields: Field[], doc: Record<string, unknown> | null | undefined): LocaleCoverage[] {
  return coverageOf(localizedFields(fields), doc)
}

/** The same from the list of localized fields (what the translations panel is given in the browser). */
export function coverageOf(list: LocalizedField[], doc: Record<string, unknown> | null | undefined): LocaleCoverage[] {
  return locales.map((locale) => {
    const filled = list.filter((field) =>
      hasContent((doc?.[field.name] as Record<string, unknown> | undefined)?.[locale]),
    )
    const missingRequired = list.filter((field) => field.required && !filled.includes(field))
    return {
      locale,
      filled: filled.length,
      total: list.length,
      missingRequired: missingRequired.map((field) => field.name),
    }
  })
}

/** The locales a document (read with locale 'all') has any content in. */
export function filledLocales(fields: Field[], doc: Record<string, unknown> | null | undefined): Set<Locale> {
  return new Set(
    localeCoverage(fields, doc)
      .filter((entry) => entry.filled > 0)
      .map((entry) => entry.locale),
  )
}
