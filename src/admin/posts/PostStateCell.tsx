'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'
import { postStateLabel, postStateOf } from '../../access/postState.js'

/** The post's state in the list, as a badge: published, scheduled (with nothing to do on the day) or hidden. */
export function PostStateCell({ rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const state = postStateOf(rowData ?? {})
  const label = postStateLabel(state, i18n.language)
  return (
    <span className={`agrofund-post-state agrofund-post-state--${state}`} data-state={state}>
      {label}
    </span>
  )
}
