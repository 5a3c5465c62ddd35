'use client'
import { FieldLabel, Link, useConfig, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import React from 'react'
import { interfaceText } from '../interfaceText.js'
import { useAuditedEntity } from './ResourceCell.js'

/** The audited collection or global by its label, with a link to the record the entry is about. */
export const ResourceField: TextFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string>({ path: path ?? field.name })
  const recordId = useFormFields(([fields]) => fields.resourceId?.value as number | null | undefined)
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const slug = String(value ?? '')
  const { name, kind } = useAuditedEntity(slug)
  const base = `${config.routes.admin}/${kind}/${slug}`
  const href = kind === 'collections' ? (recordId ? `${base}/${recordId}` : undefined) : kind === 'globals' ? base : undefined
  return (
    <div className="field-type agrofund-audit-resource">
      <FieldLabel label={field.label} path={path} />
      <div className="agrofund-audit-resource__value">
        <span title={slug}>{name}</span>
        {href ? <Link href={href}>{interfaceText(i18n, 'openRecord')}</Link> : null}
      </div>
    </div>
  )
}
