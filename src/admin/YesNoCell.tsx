'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'
import { interfaceText } from '../i18n/interfaceText.js'

/** A checkbox in a list as a word in the interface language (Yes / —), not Payload's raw `true` / `false`. */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  return <span data-value={cellData ? 'yes' : 'no'}>{cellData ? interfaceText(i18n, 'yes') : '—'}</span>
}
