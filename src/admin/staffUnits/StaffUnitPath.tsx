'use client'
import { getTranslation } from '@payloadcms/translations'
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import React from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'

interface Crumb {
  label?: string | null
}

/**
 * Where the unit stands in the structure, as editors name it: its units' names from the top down ("Boshqaruv › Moliya
 * bo'limi"), read from the breadcrumbs of the record as last saved in the locale being edited. Never their ids, never
 * as an editable list. A client component on the saved record: a move shows its new path as soon as it is saved (the
 * server-rendered line kept the old one until a reload).
 */
export const StaffUnitPath: UIFieldClientComponent = ({ field }) => {
  const { i18n } = useTranslation()
  const { savedDocumentData } = useDocumentInfo()
  const breadcrumbs = savedDocumentData?.breadcrumbs
  const crumbs = Array.isArray(breadcrumbs) ? (breadcrumbs as Crumb[]) : []
  const names = crumbs.map((crumb) => crumb.label ?? '').filter((name) => name !== '')
  const label = 'label' in field ? field.label : undefined
  return (
    <div className="field-type agrofund-unit-path" data-testid="staff-unit-path">
      <span className="field-label">{label ? getTranslation(label, i18n) : null}</span>
      <p>{names.length > 0 ? names.join(' › ') : interfaceText(i18n, 'staffUnitPathNew')}</p>
    </div>
  )
}
