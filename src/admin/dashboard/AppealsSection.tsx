import type { PayloadRequest } from 'payload'
import React from 'react'
import { appealStatuses, openStatuses } from '../../appeals/vocabulary.js'
import { appealsByMonth, dashboardCounts } from '../../dashboard/figures.js'
import { formatDateTime } from '../format.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { noChoice, queueWhere, whereQuery } from '../appeals/queue.js'
import { AppealCharts } from './AppealCharts.js'
import { UploadBudget } from './UploadBudget.js'

const OVERDUE_SHOWN = 5

/**
 * The dashboard's appeals, for those who work them: received and answered per month over 12 months, open appeals by
 * status, and the overdue ones (the count, and the longest overdue first). Every number is counted on the server by
 * the same aggregate queries as GET /api/v1/admin/dashboard; the browser only draws them. Beside them, where the
 * budget of appeal files stands (UploadBudget).
 */
export async function AppealsSection({ req, admin }: { req: PayloadRequest; admin: string }) {
  const { i18n, payload } = req
  const language = (i18n.language ?? 'uz') as 'uz' | 'ru' | 'en'
  const now = new Date()
  const [counts, months, overdue] = await Promise.all([
    dashboardCounts(payload),
    appealsByMonth(payload),
    payload.find({
      collection: 'appeals',
      where: queueWhere({ ...noChoice, queue: 'overdue' }, undefined, now),
      sort: ['dueAt', 'id'],
      limit: OVERDUE_SHOWN,
      depth: 0,
      select: { trackingCode: true, subject: true, dueAt: true },
      req,
      user: req.user,
      overrideAccess: false,
    }),
  ])
  const queueUrl = (choice: Partial<typeof noChoice>) =>
    `${admin}/collections/appeals?${whereQuery(queueWhere({ ...noChoice, ...choice }, undefined, now))}`
  const monthName = new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' })
  return (
    <section className="agrofund-card agrofund-dashboard__wide" data-testid="dashboard-appeals">
      <h2>{interfaceText(i18n, 'appeals')}</h2>
      <div className="agrofund-dashboard__charts">
        <AppealCharts
          months={months.map((m) => ({ ...m, label: monthName.format(new Date(`${m.month}-01T00:00:00Z`)) }))}
          open={openStatuses.map((status) => ({
            status,
            label: appealStatuses[status][language] ?? appealStatuses[status].uz,
            count: counts.appeals[status],
            href: queueUrl({ status }),
          }))}
          words={{
            byMonth: interfaceText(i18n, 'appealsByMonth'),
            received: interfaceText(i18n, 'received'),
            answered: interfaceText(i18n, 'answered'),
            openByStatus: interfaceText(i18n, 'openByStatus'),
            total: interfaceText(i18n, 'total'),
          }}
        />
        <div
          className="agrofund-dashboard__overdue"
          data-testid="dashboard-overdue"
          data-count={counts.appeals.overdue}
        >
          <h3>{interfaceText(i18n, 'overdueAppeals')}</h3>
          <a
            className={`agrofund-dashboard__figure${counts.appeals.overdue > 0 ? ' agrofund-dashboard__figure--alert' : ''}`}
            href={queueUrl({ queue: 'overdue' })}
          >
            {counts.appeals.overdue}
          </a>
          {overdue.docs.length === 0 ? null : (
            <ul className="agrofund-dashboard__list">
              {overdue.docs.map((appeal) => (
                <li key={appeal.id}>
                  <a href={`${admin}/collections/appeals/${appeal.id}`}>{appeal.trackingCode}</a> {appeal.subject}{' '}
                  <span className="agrofund-appeal-due--overdue">
                    {interfaceText(i18n, 'overdueSince', { date: formatDateTime(appeal.dueAt ?? '') })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div
          className="agrofund-dashboard__overdue"
          data-testid="dashboard-assistant"
          data-waiting={counts.assistant_sessions.waiting}
        >
          <h3>{interfaceText(i18n, 'assistantConversations')}</h3>
          <a
            className={`agrofund-dashboard__figure${counts.assistant_sessions.waiting > 0 ? ' agrofund-dashboard__figure--alert' : ''}`}
            href={`${admin}/collections/assistant-sessions?where[status][equals]=waiting`}
            title={interfaceText(i18n, 'waitingForOperator')}
          >
            {counts.assistant_sessions.waiting}
          </a>
          <p>{interfaceText(i18n, 'waitingForOperator')}</p>
          <ul className="agrofund-dashboard__list">
            <li>
              {interfaceText(i18n, 'withOperator')}:{' '}
              <a href={`${admin}/collections/assistant-sessions?where[status][equals]=operator`}>
                {counts.assistant_sessions.operator}
              </a>
            </li>
            <li>
              {interfaceText(i18n, 'openedToday')}: {counts.assistant_sessions.today}
            </li>
          </ul>
        </div>
        <UploadBudget req={req} />
      </div>
    </section>
  )
}
