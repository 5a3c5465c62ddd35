'use client'
import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'

/** The audited collection or global by its label in the interface language, not its slug. */
export function ResourceCell({ cellData }: DefaultCellComponentProps) {
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const slug = String(cellData ?? '')
  const collection = getEntityConfig({ collectionSlug: slug })
  const global = collection ? undefined : getEntityConfig({ globalSlug: slug })
  const label = collection ? collection.labels?.plural : global ? (global as { label?: unknown }).label : undefined
  return <span title={slug}>{label ? getTranslation(label as never, i18n) : slug}</span>
}
