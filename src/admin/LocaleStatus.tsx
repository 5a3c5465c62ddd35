import type { CollectionSlug, ServerComponentProps } from 'payload'
import React from 'react'
import { defaultLocale, localeLabels } from '../config/locales.js'
import { storedInAllLocales } from '../db/storedLocales.js'
import { interfaceText } from './interfaceText.js'
import { localeCoverage } from './localeStatus.js'

/** Sidebar note on every record with translatable fields: which languages are filled, linked to each locale's form. */
export async function LocaleStatus({ id, collectionSlug, payload, i18n, req }: ServerComponentProps) {
  const slug = collectionSlug as CollectionSlug
  const collection = payload.collections[slug]?.config
  if (!collection) return null
  // The editor is looking at this record already; the note reads its stored values in every locale at once.
  const doc = id === undefined || !req ? null : await storedInAllLocales(req, slug, id)
  const coverage = localeCoverage(collection.fields, doc as Record<string, unknown> | null)
  const base = `${payload.config.routes.admin}/collections/${collectionSlug}/${id ?? 'create'}`
  return (
    <div className="agrofund-locale-status" data-testid="locale-status">
      <div className="agrofund-locale-status__title">{interfaceText(i18n, 'translations')}</div>
      <ul>
        {coverage.map((entry) => {
          const state = entry.filled === 0 ? 'empty' : entry.filled === entry.total ? 'complete' : 'partial'
          return (
            <li key={entry.locale} data-locale={entry.locale} data-state={state}>
              <a href={`${base}?locale=${entry.locale}`}>{localeLabels[entry.locale]}</a>
              <span className={`agrofund-locale-status__count agrofund-locale-status__count--${state}`}>
                {entry.filled}/{entry.total}
              </span>
            </li>
          )
        })}
      </ul>
      {/* A new record opens in uz (src/admin/contentLanguage/); the hint is for one the editor switched away from it. */}
      {id === undefined && req?.locale !== defaultLocale ? <p className="agrofund-locale-status__hint">{interfaceText(i18n, 'startInUzbek')}</p> : null}
    </div>
  )
}
