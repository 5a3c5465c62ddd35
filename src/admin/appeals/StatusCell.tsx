'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'
import { appealStatuses, type AppealStatus } from '../../appeals/vocabulary.js'

/** An appeal's status in the list as a coloured badge in the interface language. */
export function AppealStatusCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const status = String(cellData ?? '') as AppealStatus
  const label = appealStatuses[status]?.[(i18n.language ?? 'uz') as 'uz' | 'ru' | 'en'] ?? status
  return (
    <span className={`agrofund-appeal-status agrofund-appeal-status--${status}`} data-status={status}>
      {label}
    </span>
  )
}
