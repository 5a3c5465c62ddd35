import { getTranslation } from '@payloadcms/translations'
import { FieldLabel, Link } from '@payloadcms/ui'
import type { TextFieldServerComponent } from 'payload'
import React from 'react'
import { entityLabel } from '../../i18n/entityLabel.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { collectionConfig, findRecordTitles, refKey } from './recordTitles.js'

const snake = (name: string) => name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`)

/** The title a deleted record had, as its entry recorded it (the old value of its `useAsTitle` field). */
const recordedTitle = (changes: unknown, titleField: string, locale: string | undefined): string | undefined => {
  if (!changes || typeof changes !== 'object') return undefined
  const recorded = changes as Record<string, { old?: unknown } | undefined>
  const key = snake(titleField)
  const value = recorded[`${key}.${locale}`]?.old ?? recorded[key]?.old ?? recorded[`${key}.uz`]?.old
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/**
 * The audited collection or global by its label, the record by its name (not "<label> #id"), with a link to it.
 * Rendered on the server: the name is read with the reader's access.
 */
export const ResourceField: TextFieldServerComponent = async ({ data, field, path, payload, i18n, req, user }) => {
  const slug = String(data?.resource ?? '')
  const recordId = data?.resourceId as number | null | undefined
  const label = entityLabel(payload.config, slug)
  const name = label ? getTranslation(label, i18n) : slug
  const collection = collectionConfig(payload, slug)
  const isGlobal = !collection && payload.config.globals.some((global) => global.slug === slug)
  let record: string | undefined
  if (collection && recordId) {
    const locale = req?.locale ?? undefined
    const titles = await findRecordTitles(payload, user ?? req?.user, [{ collection: slug, id: recordId }], locale)
    const found = titles.get(refKey({ collection: slug, id: recordId }))
    const titleField = collection.admin?.useAsTitle
    if (found?.state === 'found') record = found.title
    else if (found?.state === 'gone') {
      const title = (titleField && recordedTitle(data?.changes, titleField, locale)) || `#${recordId}`
      record = interfaceText(i18n, 'recordDeleted', { record: title })
    } else record = `#${recordId}`
  }
  const base = `${payload.config.routes.admin}/${collection ? 'collections' : 'globals'}/${slug}`
  const href = collection ? (recordId ? `${base}/${recordId}` : undefined) : isGlobal ? base : undefined
  return (
    <div className="field-type agrofund-audit-resource">
      {/* FieldLabel shows nothing for any missing label (undefined, as false was). */}
      <FieldLabel label={field.label ? getTranslation(field.label, i18n) : undefined} path={path} />
      <div className="agrofund-audit-resource__value" data-testid="audit-resource">
        <span>
          <span title={slug}>{name}</span>
          {record ? (
            <>
              {': '}
              <strong data-testid="audit-record">{record}</strong>
            </>
          ) : null}
        </span>
        {href ? <Link href={href}>{interfaceText(i18n, 'openRecord')}</Link> : null}
      </div>
    </div>
  )
}
