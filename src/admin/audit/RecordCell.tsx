import { headers as requestHeaders } from 'next/headers'
import type { DefaultServerCellComponentProps, Payload } from 'payload'
import React, { cache } from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'
import { collectionConfig, findRecordTitles, refKey } from './recordTitles.js'

/** The reader of this page, once per request whatever the number of cells (the list passes cells no user). */
const reader = cache(async (payload: Payload) => (await payload.auth({ headers: await requestHeaders() })).user)

/**
 * The audit list's record column: the record's title in the interface's content language, with its number after it,
 * read with the reader's access (a record the reader may not read shows its number only). Issue 37: the list showed
 * only numbers, and finding one record's changes meant opening entry after entry.
 */
export async function RecordCell({ cellData, rowData, payload, i18n }: DefaultServerCellComponentProps) {
  const id = typeof cellData === 'number' || typeof cellData === 'string' ? cellData : null
  if (id === null || id === '') return <span>—</span>
  const slug = String((rowData as { resource?: unknown } | undefined)?.resource ?? '')
  if (!collectionConfig(payload, slug)) return <span>#{id}</span>
  const titles = await findRecordTitles(payload, await reader(payload), [{ collection: slug, id }], undefined)
  const found = titles.get(refKey({ collection: slug, id }))
  const title =
    found?.state === 'found'
      ? found.title
      : found?.state === 'gone'
        ? interfaceText(i18n, 'recordDeleted', { record: `#${id}` })
        : undefined
  return (
    <span className="agrofund-audit-record" data-testid="audit-record">
      {title ? (
        <>
          {title} <span className="agrofund-audit-record__id">#{id}</span>
        </>
      ) : (
        `#${id}`
      )}
    </span>
  )
}
