'use client'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import React from 'react'
import { isFinished, isOverdue } from '../../appeals/workflow.js'
import { formatDateTime } from '../format.js'
import { interfaceText } from '../../i18n/interfaceText.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** Beside the form: how the term stands, from the status and due date as they are now in the form. */
export function OverdueNotice() {
  const { i18n } = useTranslation()
  const status = useFormFields(([fields]) => fields.status?.value)
  const dueAt = useFormFields(([fields]) => fields.dueAt?.value) as string | undefined
  if (!dueAt || isFinished(status)) return null
  const overdue = isOverdue({ status, dueAt })
  const days = Math.max(0, Math.ceil((new Date(dueAt).getTime() - Date.now()) / DAY_MS))
  return (
    <div className="field-type agrofund-appeal-term" data-testid="appeal-term" data-overdue={overdue ? 'yes' : 'no'}>
      <span className={overdue ? 'agrofund-appeal-due agrofund-appeal-due--overdue' : 'agrofund-appeal-due'}>
        {overdue
          ? interfaceText(i18n, 'overdueSince', { date: formatDateTime(dueAt) })
          : interfaceText(i18n, 'daysLeft', { days })}
      </span>
    </div>
  )
}
