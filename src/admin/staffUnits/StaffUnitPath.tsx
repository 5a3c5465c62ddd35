import { getTranslation } from '@payloadcms/translations'
import type { UIFieldServerProps } from 'payload'
import React from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'

interface Crumb {
  label?: string | null
}

/**
 * Where the unit stands in the structure, as editors name it: its units' names from the top down ("Boshqaruv › Moliya
 * bo'limi"), read from the stored breadcrumbs of the locale being edited. Never their ids, never as an editable list.
 */
export function StaffUnitPath({ data, field, i18n }: UIFieldServerProps) {
  const crumbs = Array.isArray(data?.breadcrumbs) ? (data.breadcrumbs as Crumb[]) : []
  const names = crumbs.map((crumb) => crumb.label ?? '').filter((name) => name !== '')
  return (
    <div className="field-type agrofund-unit-path" data-testid="staff-unit-path">
      <span className="field-label">{field.label ? getTranslation(field.label, i18n) : null}</span>
      <p>{names.length > 0 ? names.join(' › ') : interfaceText(i18n, 'staffUnitPathNew')}</p>
    </div>
  )
}
