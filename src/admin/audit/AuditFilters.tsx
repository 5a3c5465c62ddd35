import type { ServerProps } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { getTranslation } from '@payloadcms/translations'
import React from 'react'
import { entityLabel } from '../../i18n/entityLabel.js'
import { auditActions } from '../../hooks/audit.js'
import { AuditFilterBar, type Option } from './AuditFilterBar.js'
import { actionLabels } from '../../hooks/auditActionLabels.js'

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
  const actions: Option[] = auditActions.map((action) => ({
    value: action,
    label: getTranslation(actionLabels[action], i18n),
  }))
  const slugs = [
    ...payload.config.collections
      .map((c) => c.slug)
      .filter((slug) => slug !== 'audit-logs' && !slug.startsWith('payload-')),
    ...payload.config.globals.map((g) => g.slug),
  ]
  const resources: Option[] = slugs
    .map((slug) => {
      const label = entityLabel(payload.config, slug)
      return { value: slug, label: label ? getTranslation(label, i18n) : slug }
    })
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language))
  return <AuditFilterBar users={users} actions={actions} resources={resources} />
}
