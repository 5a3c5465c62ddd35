import type {
  CollectionConfig,
  Field,
  FieldHook,
  GlobalAfterChangeHook,
  GlobalConfig,
  GlobalSlug,
  PayloadRequest,
} from 'payload'
import { fieldAffectsData } from 'payload/shared'
import { locales } from '../config/locales.js'
import { storedGlobalInAllLocales, storedInAllLocales } from '../db/storedLocales.js'
import { globalBeforeWrite, withGlobalSnapshot } from './globalSnapshot.js'

type LocaleMap = Record<string, unknown>

const isEmpty = (value: unknown): boolean => {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && 'root' in (value as object)) {
    const children = (value as { root?: { children?: { children?: unknown[] }[] } }).root?.children ?? []
    return children.every((child) => (child.children ?? []).length === 0)
  }
  return false
}

const localizedNames = (fields: Field[]): string[] =>
  fields.flatMap((field) => {
    if (fieldAffectsData(field) && 'localized' in field && field.localized) return [field.name]
    if (!fieldAffectsData(field) && 'fields' in field) return localizedNames(field.fields)
    return []
  })

/** Locales for which the version holds nothing at all: it was saved before that translation existed. */
const absentLocales = (version: LocaleMap, names: string[], written: string | undefined) =>
  locales.filter(
    (locale) =>
      locale !== written && names.every((name) => isEmpty((version[name] as LocaleMap | undefined)?.[locale])),
  )

const currentInAllLocales = async (req: PayloadRequest, collection: string, id: number | string) => {
  const key = `restoreCurrent:${collection}:${id}`
  req.context[key] ??= await storedInAllLocales(req, collection, id)
  return req.context[key] as LocaleMap | null
}

/**
 * Restoring a version writes every locale the version holds. A version saved before a translation existed would wipe
 * that translation; instead, a locale the version has no content in is kept as it is now.
 */
const keepLocalesMissingFromVersion =
  (names: string[]): FieldHook =>
  async ({ context, siblingDocWithLocales, originalDoc, field, req, collection }) => {
    if (
      !context?.isRestoringVersion ||
      !collection ||
      !siblingDocWithLocales ||
      !originalDoc?.id ||
      !('name' in field) ||
      !field.name
    )
      return undefined
    const name = field.name
    const absent = absentLocales(siblingDocWithLocales, names, req.locale ?? undefined)
    if (absent.length === 0) return undefined
    const current = await currentInAllLocales(req, collection.slug, originalDoc.id)
    const restored = { ...((siblingDocWithLocales[name] as LocaleMap | undefined) ?? {}) }
    for (const locale of absent) restored[locale] = (current?.[name] as LocaleMap | undefined)?.[locale] ?? null
    siblingDocWithLocales[name] = restored
    return undefined
  }

/** Adds the hook to every top-level localized field of a versioned collection. */
export function restoreKeepsLocales(config: CollectionConfig): CollectionConfig {
  const names = localizedNames(config.fields)
  if (!config.versions || names.length === 0) return config
  const hook = keepLocalesMissingFromVersion(names)
  const withHook = (fields: Field[]): Field[] =>
    fields.map((field) => {
      if (fieldAffectsData(field) && 'localized' in field && field.localized) {
        return {
          ...field,
          hooks: { ...field.hooks, beforeChange: [...(field.hooks?.beforeChange ?? []), hook] },
        } as Field
      }
      if (!fieldAffectsData(field) && 'fields' in field) return { ...field, fields: withHook(field.fields) } as Field
      return field
    })
  return { ...config, fields: withHook(config.fields) }
}

/**
 * The same rule for a global. Payload restores a global by writing the version straight to the database, without
 * field hooks, so the locales the version lacks are put back right after it from the state before the restore (taken
 * by the snapshot hook), in the global and in the version the restore created. It runs first among the afterChange
 * hooks, so the audit entry records the restore as it ends up.
 */
const keepGlobalLocalesMissingFromVersion =
  (names: string[]): GlobalAfterChangeHook =>
  async ({ context, global, req, doc }) => {
    const before = globalBeforeWrite(req, global.slug)
    if (!context?.isRestoringVersion || !before) return doc
    const restored = await storedGlobalInAllLocales(req, global.slug)
    if (!restored) return doc
    const absent = absentLocales(restored, names, req.locale ?? undefined).filter((locale) =>
      names.some((name) => !isEmpty((before[name] as LocaleMap | undefined)?.[locale])),
    )
    if (absent.length === 0) return doc
    const merged: LocaleMap = { ...restored }
    for (const name of names) {
      const value = { ...((restored[name] as LocaleMap | undefined) ?? {}) }
      for (const locale of absent) value[locale] = (before[name] as LocaleMap | undefined)?.[locale] ?? null
      merged[name] = value
    }
    const slug = global.slug as GlobalSlug
    await req.payload.db.updateGlobal({ slug, data: merged, req })
    const { docs } = await req.payload.db.findGlobalVersions({ global: slug, sort: '-id', limit: 1, req })
    const latest = docs[0] as { id: number | string; createdAt: string; updatedAt: string } | undefined
    if (latest) {
      const versionData = { createdAt: latest.createdAt, updatedAt: latest.updatedAt, version: merged }
      await req.payload.db.updateGlobalVersion({ global: slug, id: latest.id, versionData, req })
    }
    return doc
  }

/** Adds the rule to a versioned global with localized fields. */
export function globalRestoreKeepsLocales(config: GlobalConfig): GlobalConfig {
  const names = localizedNames(config.fields)
  if (!config.versions || names.length === 0) return config
  const hook = keepGlobalLocalesMissingFromVersion(names)
  return withGlobalSnapshot({
    ...config,
    hooks: { ...config.hooks, afterChange: [hook, ...(config.hooks?.afterChange ?? [])] },
  })
}
