import type { CollectionSlug, ServerComponentProps } from 'payload'
import React from 'react'
import { defaultLocale } from '../config/locales.js'
import { storedInAllLocales } from '../db/storedLocales.js'
import { LocaleStatusPanel } from './editing/LocaleStatusPanel.js'
import { localeCoverage, localizedFields } from '../fields/localeStatus.js'

/**
 * Sidebar note on every record with translatable fields: which languages are filled, linked to each locale's form.
 * Counted here from the stored record; the panel counts again after each save (no reload needed).
 */
export async function LocaleStatus({ id, collectionSlug, payload, req }: ServerComponentProps) {
  const slug = collectionSlug as CollectionSlug
  const collection = payload.collections[slug]?.config
  if (!collection) return null
  // The editor is looking at this record already; the note reads its stored values in every locale at once.
  const doc = id === undefined || !req ? null : await storedInAllLocales(req, slug, id)
  const initial = localeCoverage(collection.fields, doc as Record<string, unknown> | null)
  // A new record opens in uz (src/admin/contentLanguage/); the hint is for one the editor switched away from it.
  const startHint = id === undefined && req?.locale !== defaultLocale
  return (
    <LocaleStatusPanel
      collectionSlug={slug}
      id={id}
      fields={localizedFields(collection.fields)}
      initial={initial}
      startHint={startHint}
    />
  )
}
