import type { ServerProps } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import React from 'react'
import { auditActions } from '../../hooks/audit.js'
import { AuditFilterBar, type Option } from './AuditFilterBar.js'
import { actionLabels } from './actionLabels.js'

const pick = (labels: unknown, language: string, fallback: string): string =>
  labels && typeof labels === 'object' ? ((labels as Record<string, string>)[language] ?? (labels as Record<string, string>).uz ?? fallback) : typeof labels === 'string' ? labels : fallback

/** Filters above the audit trail: who, what, which resource, from and to which day. */
export async function AuditFilters({ payload, i18n }: ServerProps) {
  // Everyone who ever appears in the trail, including accounts deleted since; only audit readers reach this list.
  const { rows } = await payload.db.drizzle.execute(
    sql`select user_id as id, max(user_email) as email, max(user_name) as name from audit_logs where user_id is not null group by user_id order by 2 limit 500`,
  )
  const users: Option[] = (rows as { id: number; email: string | null; name: string | null }[]).map((row) => ({
    value: String(row.id),
    label: row.name ? `${row.name} <${row.email ?? ''}>` : (row.email ?? `#${row.id}`),
  }))
  const language = i18n.language
  const actions: Option[] = auditActions.map((action) => ({ value: action, label: pick(actionLabels[action], language, action) }))
  const resources: Option[] = [
    ...payload.config.collections.filter((c) => c.slug !== 'audit-logs' && !c.slug.startsWith('payload-')).map((c) => ({ value: c.slug, label: pick(c.labels?.plural, language, c.slug) })),
    ...payload.config.globals.map((g) => ({ value: g.slug, label: pick(g.label, language, g.slug) })),
  ].sort((a, b) => a.label.localeCompare(b.label, language))
  return <AuditFilterBar users={users} actions={actions} resources={resources} />
}
