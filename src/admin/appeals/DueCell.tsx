'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'
import { isOverdue } from '../../appeals/workflow.js'
import { formatDateTime } from '../format.js'
import { interfaceText } from '../../i18n/interfaceText.js'

/** The due date in the list; an open appeal past it is marked overdue in red. */
export function AppealDueCell({ cellData, rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const overdue = isOverdue({ status: rowData?.status, dueAt: cellData })
  return (
    <span
      className={overdue ? 'agrofund-appeal-due agrofund-appeal-due--overdue' : 'agrofund-appeal-due'}
      data-overdue={overdue ? 'yes' : 'no'}
    >
      {formatDateTime(cellData as string | null)}
      {overdue ? <strong className="agrofund-appeal-due__flag"> {interfaceText(i18n, 'overdue')}</strong> : null}
    </span>
  )
}
