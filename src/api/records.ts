import type { Payload } from 'payload'
import { defaultLocale, locales, type Locale } from '../config/locales.js'
import type { Doc, ResourceDef } from './resource.js'
import type { FieldRules, RuleSet } from './validation/fields.js'

const iso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : null)

/** The admin record: id, every wire field (localized ones as objects), extras, timestamps. */
export function adminRecord(resource: ResourceDef, doc: Doc): Record<string, unknown> {
  const record: Record<string, unknown> = { id: doc.id }
  for (const [name, wireField] of Object.entries(resource.fields)) record[name] = wireField.read(doc)
  Object.assign(record, resource.adminExtras?.(doc) ?? {})
  record.created_at = iso(doc.createdAt)
  record.updated_at = iso(doc.updatedAt)
  return record
}

/** The validation rules of a resource's wire fields, for the validator and OpenAPI alike. */
export const ruleSetOf = (resource: ResourceDef): RuleSet =>
  Object.fromEntries(Object.entries(resource.fields).map(([name, wireField]) => [name, wireField.rules as FieldRules]))

/** Stored localized values keyed by wire name, for "must end up non-empty" checks on update. */
export const existingLocalized = (resource: ResourceDef, doc: Doc) =>
  Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([, wireField]) => wireField.localized)
      .map(([name, wireField]) => [name, wireField.read(doc) as Record<string, unknown>]),
  )

export interface WritePlan {
  /** Non-localized fields, written with the default locale. */
  shared: Record<string, unknown>
  /** Localized values per locale. */
  byLocale: Map<Locale, Record<string, unknown>>
}

/** Wire body → Payload data, split per locale (Payload's update with locale 'all' changes nothing). */
export async function planWrite(resource: ResourceDef, accepted: Record<string, unknown>, payload: Payload): Promise<WritePlan> {
  const plan: WritePlan = { shared: {}, byLocale: new Map() }
  for (const [name, value] of Object.entries(accepted)) {
    const wireField = resource.fields[name]
    if (!wireField) continue
    if (wireField.writeLocales) {
      for (const [locale, data] of await wireField.writeLocales(value, payload)) {
        plan.byLocale.set(locale, { ...(plan.byLocale.get(locale) ?? {}), [wireField.source]: data })
      }
      continue
    }
    if (!wireField.localized) {
      plan.shared[wireField.source] = await wireField.write(value, payload)
      continue
    }
    const perLocale = value === null ? Object.fromEntries(locales.map((l) => [l, null])) : (value as Record<string, unknown>)
    for (const [locale, text] of Object.entries(perLocale)) {
      const data = plan.byLocale.get(locale as Locale) ?? {}
      data[wireField.source] = text === null ? null : await wireField.write(text, payload)
      plan.byLocale.set(locale as Locale, data)
    }
  }
  return plan
}

/** Update steps: the default locale with the shared fields first, then each other locale that changes. */
export function updateSteps(plan: WritePlan): { locale: Locale; data: Record<string, unknown> }[] {
  const steps = [{ locale: defaultLocale, data: { ...plan.shared, ...(plan.byLocale.get(defaultLocale) ?? {}) } }]
  for (const locale of locales) {
    if (locale === defaultLocale) continue
    const data = plan.byLocale.get(locale)
    if (data && Object.keys(data).length > 0) steps.push({ locale, data })
  }
  return steps
}
