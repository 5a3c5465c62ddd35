import { getTranslation } from '@payloadcms/translations'
import type { DefaultServerCellComponentProps } from 'payload'
import React from 'react'
import { actionLabels } from '../../hooks/auditActionLabels.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { formatDateTime } from '../format.js'

/**
 * The audit list's action column: the action's label, and for a restore which version it brought back ("Restored the
 * version of 12.11.2026 10:00") instead of a plain "Updated".
 */
export function ActionCell({ cellData, rowData, i18n }: DefaultServerCellComponentProps) {
  const row = rowData as { restoredVersionAt?: string | null } | undefined
  if (row?.restoredVersionAt)
    return (
      <span data-testid="audit-restore">
        {interfaceText(i18n, 'auditRestored', { date: formatDateTime(row.restoredVersionAt) })}
      </span>
    )
  const labels = actionLabels[cellData as keyof typeof actionLabels]
  return <span>{labels ? getTranslation(labels, i18n) : String(cellData ?? '')}</span>
}
