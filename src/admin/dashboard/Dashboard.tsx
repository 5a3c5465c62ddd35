import type { AdminViewServerProps } from 'payload'
import { getTranslation } from '@payloadcms/translations'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import React from 'react'
import { localeLabels } from '../../config/locales.js'
import { actionLabels } from '../../hooks/auditActionLabels.js'
import { collectionConfig, findRecordTitles, refKey } from '../audit/recordTitles.js'
import { fundName } from '../brand.js'
import { entityLabel } from '../../i18n/entityLabel.js'
import { formatDateTime } from '../format.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { AppealsSection } from './AppealsSection.js'
import { groups } from '../../fields/index.js'
import {
  contentCounts,
  missingTranslations,
  myActivity,
  readableCollections,
  recentActivity,
  recentRecords,
  type AuditLine,
} from './data.js'

/**
 * The editors' start page: how much of each content type is shown or hidden, what changed lately (the whole trail
 * for those who may read it, else the latest records), the caller's own changes, and records missing a translation;
 * for those who work appeals, the appeals charts (AppealsSection).
 */
export async function Dashboard({ initPageResult }: AdminViewServerProps) {
  const { req, permissions, visibleEntities } = initPageResult
  const { i18n, payload } = req
  const admin = payload.config.routes.admin
  const language = i18n.language as keyof typeof fundName
  const collections = readableCollections(req, visibleEntities.collections).filter(
    (config) => permissions.collections?.[config.slug]?.read,
  )
  const editable = collections.filter((config) => permissions.collections?.[config.slug]?.update)
  const canReadTrail = Boolean(permissions.collections?.['audit-logs']?.read)
  // Those who work appeals (super_admin, admin, operator) see their charts first.
  const worksAppeals = Boolean(permissions.collections?.appeals?.read)
  // Citizens' appeals and assistant conversations are work, not content (appeals have their own section); records
  // reached only from another one (group: false: an appeal's history, a conversation's messages) are not counted.
  const content = collections.filter(
    (config) =>
      config.admin?.group !== false && JSON.stringify(config.admin?.group) !== JSON.stringify(groups.citizens),
  )
  const [counts, recent, mine, missing] = await Promise.all([
    contentCounts(req, content),
    canReadTrail ? recentActivity(req) : recentRecords(req, collections),
    myActivity(req),
    missingTranslations(req, editable),
  ])
  // Records by their names, not "<label> #id": one look-up per collection for both lists, with the caller's access.
  const named = [...(canReadTrail ? (recent as AuditLine[]) : []), ...mine].filter(
    (line) => line.resourceId !== null && collectionConfig(payload, line.resource),
  )
  const titles = await findRecordTitles(
    payload,
    req.user,
    named.map((line) => ({ collection: line.resource, id: line.resourceId! })),
    req.locale ?? undefined,
  )
  const recordOf = (line: AuditLine) => {
    if (line.resourceId === null) return ''
    const found = titles.get(refKey({ collection: line.resource, id: line.resourceId }))
    return found?.state === 'found' ? `: ${found.title}` : ` #${line.resourceId}`
  }
  const labelOf = (slug: string) => {
    const label = entityLabel(payload.config, slug)
    return label ? getTranslation(label, i18n) : slug
  }
  const listUrl = (slug: string, query = '') => `${admin}/collections/${slug}${query}`
  const recordUrl = (slug: string, id: number | string | null, query = '') =>
    id === null || !payload.config.collections.some((c) => c.slug === slug)
      ? `${admin}/globals/${slug}`
      : `${admin}/collections/${slug}/${id}${query}`
  const activity = (lines: AuditLine[], testId: string) =>
    lines.length === 0 ? (
      <p className="agrofund-dashboard__empty">{interfaceText(i18n, 'nothingYet')}</p>
    ) : (
      <ul className="agrofund-dashboard__list" data-testid={testId}>
        {lines.map((line) => (
          <li key={line.id}>
            <span className="agrofund-dashboard__when">{formatDateTime(line.createdAt)}</span>{' '}
            <strong>
              {getTranslation(actionLabels[line.action as keyof typeof actionLabels] ?? line.action, i18n)}
            </strong>{' '}
            {line.action === 'login' || line.action === 'logout' || line.action === 'login_failed' ? (
              labelOf(line.resource)
            ) : (
              <a href={recordUrl(line.resource, line.resourceId)}>
                {labelOf(line.resource)}
                {recordOf(line)}
              </a>
            )}{' '}
            <span className="agrofund-dashboard__who">{line.userName ?? line.userEmail ?? ''}</span>
          </li>
        ))}
      </ul>
    )

  return (
    <Gutter className="agrofund-dashboard">
      <SetStepNav nav={[]} />
      <h1 className="agrofund-dashboard__title">{fundName[language] ?? fundName.uz}</h1>
      <div className="agrofund-dashboard__grid">
        {worksAppeals ? <AppealsSection req={req} admin={admin} /> : null}
        {counts.length === 0 ? null : (
          <section className="agrofund-card" data-testid="dashboard-counts">
            <h2>{interfaceText(i18n, 'content')}</h2>
            <table className="agrofund-table">
              <thead>
                <tr>
                  <th />
                  <th>{interfaceText(i18n, 'shown')}</th>
                  <th>{interfaceText(i18n, 'hidden')}</th>
                  <th>{interfaceText(i18n, 'total')}</th>
                </tr>
              </thead>
              <tbody>
                {counts.map((count) => (
                  <tr key={count.slug} data-collection={count.slug}>
                    <td>
                      <a href={listUrl(count.slug)}>{labelOf(count.slug)}</a>
                    </td>
                    <td>
                      {count.shown === null ? (
                        '—'
                      ) : (
                        <a href={listUrl(count.slug, '?where[status][equals]=1')}>{count.shown}</a>
                      )}
                    </td>
                    <td>
                      {count.hidden === null ? (
                        '—'
                      ) : (
                        <a href={listUrl(count.slug, '?where[status][equals]=0')}>{count.hidden}</a>
                      )}
                    </td>
                    <td>{count.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <section className="agrofund-card">
          <h2>{interfaceText(i18n, 'lastChanges')}</h2>
          {canReadTrail ? (
            activity(recent as AuditLine[], 'dashboard-recent')
          ) : recent.length === 0 ? (
            <p className="agrofund-dashboard__empty">{interfaceText(i18n, 'nothingYet')}</p>
          ) : (
            <ul className="agrofund-dashboard__list" data-testid="dashboard-recent">
              {(recent as Awaited<ReturnType<typeof recentRecords>>).map((record) => (
                <li key={`${record.collection}:${record.id}`}>
                  <span className="agrofund-dashboard__when">{formatDateTime(record.updatedAt)}</span>{' '}
                  <a href={recordUrl(record.collection, record.id)}>{record.title}</a>{' '}
                  <span className="agrofund-dashboard__who">{labelOf(record.collection)}</span>
                </li>
              ))}
            </ul>
          )}
          {canReadTrail ? (
            <a href={`${admin}/collections/audit-logs`}>{interfaceText(i18n, 'openAuditTrail')}</a>
          ) : null}
        </section>
        <section className="agrofund-card">
          <h2>{interfaceText(i18n, 'myChanges')}</h2>
          {activity(mine, 'dashboard-mine')}
        </section>
        <section className="agrofund-card" data-testid="dashboard-missing">
          <h2>{interfaceText(i18n, 'missingTranslations')}</h2>
          {missing.length === 0 ? (
            <p className="agrofund-dashboard__empty">{interfaceText(i18n, 'allTranslated')}</p>
          ) : (
            <ul className="agrofund-dashboard__list">
              {missing.map((entry) => (
                <li
                  key={`${entry.collection}:${entry.locale}`}
                  data-collection={entry.collection}
                  data-locale={entry.locale}
                >
                  <strong>
                    {labelOf(entry.collection)} — {localeLabels[entry.locale]}: {entry.count}
                  </strong>
                  <ul>
                    {entry.examples.map((example) => (
                      <li key={example.id}>
                        <a href={recordUrl(entry.collection, example.id, `?locale=${entry.locale}`)}>{example.title}</a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Gutter>
  )
}
