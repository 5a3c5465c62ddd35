'use client'
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import React, { useEffect, useRef, useState } from 'react'
import { localeLabels } from '../../config/locales.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { coverageOf, type LocaleCoverage, type LocalizedField } from '../../fields/localeStatus.js'

interface Props {
  collectionSlug: string
  id?: number | string
  fields: LocalizedField[]
  initial: LocaleCoverage[]
  /** A new record being started in another language than uz (its Uzbek name is required). */
  startHint: boolean
}

/**
 * The translations note of a record (rendered with it on the server by LocaleStatus.tsx), read again after each save
 * of the form, so a translation just saved is counted without reloading the page.
 */
export function LocaleStatusPanel({ collectionSlug, id, fields, initial, startHint }: Props) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { lastUpdateTime } = useDocumentInfo()
  const [coverage, setCoverage] = useState(initial)
  const firstUpdateTime = useRef(lastUpdateTime)

  useEffect(() => {
    if (id === undefined || lastUpdateTime === firstUpdateTime.current) return
    const controller = new AbortController()
    // Every locale as stored (locale=all has no fallback), the fields the note counts only.
    const select = fields.map((field) => `select[${field.name}]=true`).join('&')
    fetch(`${config.serverURL}${config.routes.api}/${collectionSlug}/${id}?locale=all&depth=0&${select}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : null))
      .then((doc) => {
        if (doc) setCoverage(coverageOf(fields, doc))
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [lastUpdateTime, id, collectionSlug, fields, config.serverURL, config.routes.api])

  const base = `${config.routes.admin}/collections/${collectionSlug}/${id ?? 'create'}`
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
      {startHint ? <p className="agrofund-locale-status__hint">{interfaceText(i18n, 'startInUzbek')}</p> : null}
    </div>
  )
}
