import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { reportTimeZone } from '../config/settings.js'

export interface DashboardCounts {
  programs: { total: number; active: number }
  legal_documents: { total: number; active: number }
  posts: { total: number; published: number; scheduled: number }
  appeals: { new: number; in_progress: number; answered: number; rejected: number; overdue: number }
  assistant_sessions: { waiting: number; operator: number; today: number }
  clients: { total: number; today: number }
}

export interface AppealsInMonth {
  month: string
  received: number
  answered: number
}

const n = (value: unknown) => Number(value ?? 0)

/**
 * Contract 4.18's counts in one statement: each a count over an index of its table, as of the statement's time.
 * The assistant's `today` counts the conversations opened since midnight in the fund's time zone.
 */
export async function dashboardCounts(payload: Payload): Promise<DashboardCounts> {
  const tz = reportTimeZone()
  const { rows } = await payload.db.drizzle.execute(sql`
    select
      (select count(*) from programs) as programs_total,
      (select count(*) from programs where status = '1') as programs_active,
      (select count(*) from legal_documents) as legal_documents_total,
      (select count(*) from legal_documents where status = '1') as legal_documents_active,
      (select count(*) from posts) as posts_total,
      (select count(*) from posts where status = '1' and published_at <= now()) as posts_published,
      (select count(*) from posts where status = '1' and published_at > now()) as posts_scheduled,
      (select count(*) from appeals where status = 'new') as appeals_new,
      (select count(*) from appeals where status = 'in_progress') as appeals_in_progress,
      (select count(*) from appeals where status = 'answered') as appeals_answered,
      (select count(*) from appeals where status = 'rejected') as appeals_rejected,
      (select count(*) from appeals where status in ('new', 'in_progress') and due_at < now()) as appeals_overdue,
      (select count(*) from assistant_sessions where status = 'waiting') as assistant_waiting,
      (select count(*) from assistant_sessions where status = 'operator') as assistant_operator,
      (select count(*) from assistant_sessions where created_at >= (date_trunc('day', now() at time zone ${tz}) at time zone ${tz})) as assistant_today,
      (select count(*) from clients) as clients_total,
      (select count(*) from clients where created_at >= (date_trunc('day', now() at time zone ${tz}) at time zone ${tz})) as clients_today`)
  const row = rows[0] as Record<string, unknown>
  return {
    programs: { total: n(row.programs_total), active: n(row.programs_active) },
    legal_documents: { total: n(row.legal_documents_total), active: n(row.legal_documents_active) },
    posts: { total: n(row.posts_total), published: n(row.posts_published), scheduled: n(row.posts_scheduled) },
    appeals: {
      new: n(row.appeals_new),
      in_progress: n(row.appeals_in_progress),
      answered: n(row.appeals_answered),
      rejected: n(row.appeals_rejected),
      overdue: n(row.appeals_overdue),
    },
    assistant_sessions: {
      waiting: n(row.assistant_waiting),
      operator: n(row.assistant_operator),
      today: n(row.assistant_today),
    },
    clients: { total: n(row.clients_total), today: n(row.clients_today) },
  }
}

/**
 * The last 12 months, oldest first, this month included: appeals received (created) in each, and answered in each
 * (closed with an answer, answered or rejected: the term the law counts). Two index range counts per month.
 */
export async function appealsByMonth(payload: Payload): Promise<AppealsInMonth[]> {
  const tz = reportTimeZone()
  const { rows } = await payload.db.drizzle.execute(sql`
    with months as (
      select month, month at time zone ${tz} as starts, (month + interval '1 month') at time zone ${tz} as ends
      from generate_series(date_trunc('month', now() at time zone ${tz}) - interval '11 months', date_trunc('month', now() at time zone ${tz}), interval '1 month') as month
    )
    select to_char(m.month, 'YYYY-MM') as month,
      (select count(*) from appeals a where a.created_at >= m.starts and a.created_at < m.ends) as received,
      (select count(*) from appeals a where a.answered_at >= m.starts and a.answered_at < m.ends) as answered
    from months m
    order by m.month`)
  return (rows as Record<string, unknown>[]).map((row) => ({
    month: String(row.month),
    received: n(row.received),
    answered: n(row.answered),
  }))
}
