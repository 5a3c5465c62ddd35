import type { CollectionSlug, JoinQuery, Payload } from 'payload'
import { defaultLocale, locales, type Locale } from '../config/locales.js'
import type { ResourceDef } from './resource.js'
import { fieldValue, type DocOf, type WireField } from './wire.js'
import type { FieldRules, RuleSet } from './validation/fields.js'

const iso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : null)

type Fields<S extends CollectionSlug = CollectionSlug> = Record<string, WireField<S>>

/** Which read a record is for: its own route, or a list (which leaves out `detailOnly` fields). */
export type RecordView = 'detail' | 'list'

/** The admin record: id, every wire field but the write-only ones (localized ones as objects), timestamps. */
export function adminRecord<S extends CollectionSlug>(
  fields: Fields<S>,
  doc: DocOf<S>,
  view: RecordView = 'detail',
): Record<string, unknown> {
  const record: Record<string, unknown> = { id: doc.id }
  for (const [name, wireField] of Object.entries(fields))
    if (!wireField.writeOnly && (view === 'detail' || !wireField.detailOnly)) record[name] = wireField.read(doc)
  record.created_at = iso(fieldValue(doc, 'createdAt'))
  record.updated_at = iso(fieldValue(doc, 'updatedAt'))
  return record
}

/** A resource's admin record of a stored record: its own projection when it declares one, else `adminRecord`. */
export const adminRecordOf = <S extends CollectionSlug>(
  resource: Pick<ResourceDef<S>, 'fields' | 'record'>,
  doc: DocOf<S>,
  view: RecordView = 'detail',
): Record<string, unknown> => (resource.record ? resource.record(doc) : adminRecord(resource.fields ?? {}, doc, view))

/** Payload's `joins` argument of a list read: the joins only the record's own route shows are not loaded. */
export const listJoinsOf = <S extends CollectionSlug>(fields: Fields<S>): JoinQuery<S> =>
  // JoinQuery is a conditional type on the slug, which stays unresolved while the slug is a type parameter: the
  // sources are the collection's own (WireField<S> checks them), only the join names are not told apart here.
  Object.fromEntries(
    Object.values(fields)
      .filter((wireField) => wireField.detailOnly)
      .map((wireField) => [wireField.source, false]),
  ) as JoinQuery<S>

/** The validation rules of the accepted (not read-only) wire fields, for the validator and OpenAPI alike. */
export const ruleSetOf = (fields: Fields): RuleSet =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, wireField]) => !wireField.readOnly)
      .map(([name, wireField]) => [name, wireField.rules as FieldRules]),
  )

/** Payload fields that are write-only on the wire: kept out of the audit trail too. */
export const secretSources = (fields: Fields): string[] =>
  Object.values(fields)
    .filter((wireField) => wireField.writeOnly)
    .map((wireField) => wireField.source)

/** How deep an admin read loads related records: as deep as its deepest wire field needs. */
export const adminDepthOf = (fields: Fields): number =>
  Math.max(0, ...Object.values(fields).map((wireField) => wireField.depth ?? 0))

/** Stored localized values keyed by wire name, for "must end up non-empty" checks on update. */
export const existingLocalized = <S extends CollectionSlug>(fields: Fields<S>, doc: DocOf<S>) =>
  Object.fromEntries(
    Object.entries(fields)
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
export async function planWrite(
  fields: Fields,
  accepted: Record<string, unknown>,
  payload: Payload,
): Promise<WritePlan> {
  const plan: WritePlan = { shared: {}, byLocale: new Map() }
  for (const [name, value] of Object.entries(accepted)) {
    const wireField = fields[name]
    if (!wireField || wireField.readOnly) continue
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
    const perLocale =
      value === null ? Object.fromEntries(locales.map((l) => [l, null])) : (value as Record<string, unknown>)
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
