'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'
import { fileTypeName } from './fileTypeName.js'

/** A file's type in the lists as people name it ("JPEG rasm"), not its MIME type. */
export function FileTypeCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  return <span>{fileTypeName(typeof cellData === 'string' ? cellData : null, i18n.language)}</span>
}
