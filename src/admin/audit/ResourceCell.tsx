'use client'
import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'

/** The audited collection or global: its label in the interface language, and whether it is a collection. */
export function useAuditedEntity(slug: string) {
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const collection = getEntityConfig({ collectionSlug: slug })
  const global = collection ? undefined : getEntityConfig({ globalSlug: slug })
  const label = collection ? collection.labels?.plural : global ? global.label : undefined
  return {
    name: label ? getTranslation(label, i18n) : slug,
    kind: collection ? 'collections' : global ? 'globals' : undefined,
  }
}

/** The audited collection or global by its label in the interface language, not its slug. */
export function ResourceCell({ cellData }: DefaultCellComponentProps) {
  const slug = String(cellData ?? '')
  return <span>{useAuditedEntity(slug).name}</span>
}
