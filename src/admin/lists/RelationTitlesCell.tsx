'use client'
import { getTranslation } from '@payloadcms/translations'
import { useConfig, useLocale, useTranslation } from '@payloadcms/ui'
import { formatDocTitle } from '@payloadcms/ui/shared'
import type { DefaultCellComponentProps, RelationshipFieldClient } from 'payload'
import React, { useEffect, useMemo, useState } from 'react'
import { loadRelated, type Related } from './relatedRecords.js'

/** As many related records as Payload's own cell names; the rest are counted. */
const SHOWN = 3

interface Ref {
  relationTo: string
  value: number | string
}

/** The related records a cell holds: ids of one collection, or `{ relationTo, value }` of several. */
function refsOf(cellData: unknown, relationTo: RelationshipFieldClient['relationTo']): Ref[] {
  const values = Array.isArray(cellData) ? cellData : cellData === null || cellData === undefined ? [] : [cellData]
  return values.flatMap((value): Ref[] => {
    if (typeof value === 'object' && value !== null && 'relationTo' in value && 'value' in value) return [value as Ref]
    if ((typeof value === 'number' || typeof value === 'string') && typeof relationTo === 'string')
      return [{ relationTo, value }]
    if (typeof value === 'object' && value !== null && 'id' in value && typeof relationTo === 'string')
      return [{ relationTo, value: (value as { id: number | string }).id }]
    return []
  })
}

/**
 * A relationship column of a list (every one: collections/*, through src/admin/lists/relationColumns.ts): the titles
 * of the related records, loaded for every row at once (relatedRecords.ts), whatever part of the list is on screen.
 */
export function RelationTitlesCell({ cellData, field }: DefaultCellComponentProps<RelationshipFieldClient>) {
  const { config, getEntityConfig } = useConfig()
  const { code: locale } = useLocale()
  const { i18n, t } = useTranslation()
  const all = useMemo(() => refsOf(cellData, field.relationTo), [cellData, field.relationTo])
  const refs = all.slice(0, SHOWN)
  const key = `${locale}|${refs.map((ref) => `${ref.relationTo}:${ref.value}`).join(',')}`
  const [loaded, setLoaded] = useState<{ key: string; related: Related[] } | null>(null)

  useEffect(() => {
    let current = true
    void Promise.all(
      refs.map((ref) =>
        loadRelated({
          api: config.routes.api,
          slug: ref.relationTo,
          id: ref.value,
          locale,
          titleField: getEntityConfig({ collectionSlug: ref.relationTo })?.admin?.useAsTitle,
        }),
      ),
    ).then((related) => {
      if (current) setLoaded({ key, related })
    })
    return () => {
      current = false
    }
    // `key` names the refs and the language; the rest follow from them.
  }, [key])

  if (all.length === 0)
    return (
      <span className="relationship-cell">
        {t('general:noLabel', { label: getTranslation(field.label || '', i18n) })}
      </span>
    )
  const related = loaded?.key === key ? loaded.related : null
  const untitled = (ref: Ref) => `${t('general:untitled')} - ID: ${ref.value}`
  return (
    <span className="relationship-cell">
      {refs
        .map((ref, index) => {
          const one = related?.[index]
          if (!one) return `${t('general:loading')}...`
          if (one.state === 'failed') return t('general:error')
          if (one.state === 'missing') return untitled(ref)
          return formatDocTitle({
            collectionConfig: getEntityConfig({ collectionSlug: ref.relationTo }),
            data: one.doc,
            dateFormat: config.admin.dateFormat,
            fallback: untitled(ref),
            i18n,
          })
        })
        .join(', ')}
      {all.length > SHOWN ? t('fields:itemsAndMore', { count: all.length - SHOWN, items: '' }) : null}
    </span>
  )
}
