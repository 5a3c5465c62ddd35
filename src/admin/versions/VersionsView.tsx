import type { DocumentViewServerProps } from 'payload'
import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import React from 'react'
import { localeLabels, locales } from '../../config/locales.js'
import { formatDateTime } from '../format.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { filledLocales } from '../../fields/localeStatus.js'

interface VersionRow {
  id: number | string
  updatedAt: string
  version: Record<string, unknown> & { lastEditedBy?: string | null }
}

/**
 * The versions of a record, newest first, with who saved each one and which languages it holds; each row opens
 * Payload's comparison view, where it can be restored.
 */
export async function VersionsView({ initPageResult, i18n, payload, user }: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID } = initPageResult
  const entity = collectionConfig ?? globalConfig
  if (!entity) return null
  const common = {
    depth: 0,
    limit: 50,
    locale: 'all' as const,
    overrideAccess: false,
    user,
    showHiddenFields: true,
    sort: ['-updatedAt', '-id'],
  }
  const result = collectionConfig
    ? await payload.findVersions({ ...common, collection: collectionConfig.slug, where: { parent: { equals: docID } } })
    : await payload.findGlobalVersions({ ...common, slug: globalConfig!.slug })
  // With locale 'all' each localized field is {uz, ru, en}; Payload's version types describe one locale's record.
  const docs = result.docs as unknown as VersionRow[]
  const base = collectionConfig
    ? `/collections/${collectionConfig.slug}/${docID}/versions`
    : `/globals/${globalConfig!.slug}/versions`
  const pluralLabel = collectionConfig?.labels?.plural
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID}
        pluralLabel={pluralLabel}
        useAsTitle={collectionConfig?.admin?.useAsTitle ?? globalConfig?.slug}
        view={i18n.t('version:versions')}
      />
      <main className="versions agrofund-versions">
        <Gutter>
          <p className="agrofund-versions__hint">{interfaceText(i18n, 'versionsHint')}</p>
          {docs.length === 0 ? (
            <p>{i18n.t('version:noFurtherVersionsFound')}</p>
          ) : (
            <table className="agrofund-table">
              <thead>
                <tr>
                  <th>{i18n.t('general:updatedAt')}</th>
                  <th>{interfaceText(i18n, 'author')}</th>
                  <th>{interfaceText(i18n, 'languages')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {docs.map((row, index) => {
                  const filled = filledLocales(entity.fields, row.version)
                  return (
                    <tr key={row.id} data-version-id={row.id}>
                      <td>
                        {formatDateTime(row.updatedAt)}
                        {index === 0 ? (
                          <span className="agrofund-pill">{interfaceText(i18n, 'currentVersion')}</span>
                        ) : null}
                      </td>
                      <td>{row.version.lastEditedBy ?? '—'}</td>
                      <td>
                        {locales
                          .map((locale) => (filled.has(locale) ? localeLabels[locale] : null))
                          .filter(Boolean)
                          .join(', ') || '—'}
                      </td>
                      <td>
                        <a
                          href={formatAdminURL({
                            adminRoute: payload.config.routes.admin,
                            path: `${base}/${row.id}` as `/${string}`,
                          })}
                        >
                          {interfaceText(i18n, 'compareOrRestore')}
                        </a>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}
        </Gutter>
      </main>
    </>
  )
}
