'use client'
import { DatePicker, useListQuery, useTranslation } from '@payloadcms/ui'
import type { Where } from 'payload'
import React, { useState } from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'
import { fundDay, startOfFundDay } from '../format.js'

export interface Option {
  value: string
  label: string
}

interface Filters {
  user: string
  action: string
  resource: string
  from: string
  to: string
}

const empty: Filters = { user: '', action: '', resource: '', from: '', to: '' }

/** Reads back the conditions this bar wrote, so a reloaded or shared URL shows its filters. */
const filtersOf = (where: Where | undefined): Filters => {
  const found = { ...empty }
  for (const condition of (where?.and as Where[] | undefined) ?? []) {
    const [[field, ops] = []] = Object.entries(condition ?? {}) as [string, Record<string, unknown>][]
    if (!ops) continue
    if (field === 'user' && ops.equals !== undefined) found.user = String(ops.equals)
    if (field === 'action' && ops.equals !== undefined) found.action = String(ops.equals)
    if (field === 'resource' && ops.equals !== undefined) found.resource = String(ops.equals)
    // The bounds are the fund's midnights (the clock the list shows) written as UTC instants: read back as its days.
    if (field === 'createdAt' && ops.greater_than_equal) found.from = fundDay(new Date(String(ops.greater_than_equal)))
    if (field === 'createdAt' && ops.less_than) found.to = fundDay(new Date(Date.parse(String(ops.less_than)) - 1))
  }
  return found
}

/** A `yyyy-mm-dd` day as the picker's Date (local midnight), and back from the picker, which answers noon UTC of the day. */
const dayAsDate = (day: string) => (day ? new Date(`${day}T00:00:00`) : undefined)
const dateAsDay = (date: Date | null | undefined) =>
  date instanceof Date && !Number.isNaN(date.getTime())
    ? `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`
    : ''

const whereOf = (filters: Filters): Where => {
  const and: Where[] = []
  if (filters.user) and.push({ user: { equals: Number(filters.user) } })
  if (filters.action) and.push({ action: { equals: filters.action } })
  if (filters.resource) and.push({ resource: { equals: filters.resource } })
  if (filters.from) and.push({ createdAt: { greater_than_equal: startOfFundDay(filters.from).toISOString() } })
  if (filters.to) and.push({ createdAt: { less_than: startOfFundDay(filters.to, 1).toISOString() } })
  return and.length ? { and } : {}
}

export function AuditFilterBar({
  users,
  actions,
  resources,
}: {
  users: Option[]
  actions: Option[]
  resources: Option[]
}) {
  const { query, handleWhereChange } = useListQuery()
  const { i18n } = useTranslation()
  const [filters, setFilters] = useState<Filters>(() => filtersOf(query.where))
  const apply = (next: Filters) => {
    setFilters(next)
    void handleWhereChange?.(whereOf(next))
  }
  const select = (name: 'user' | 'action' | 'resource', label: string, options: Option[]) => (
    <label className="agrofund-filters__item">
      <span>{label}</span>
      <select name={name} value={filters[name]} onChange={(event) => apply({ ...filters, [name]: event.target.value })}>
        <option value="">{interfaceText(i18n, 'any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
  // Days read dd.mm.yyyy in every interface language, not in the browser's own order as <input type="date"> shows them.
  const day = (name: 'from' | 'to', label: string) => (
    <div className="agrofund-filters__item agrofund-filters__day" data-testid={`audit-filter-${name}`}>
      <span>{label}</span>
      <DatePicker
        displayFormat="dd.MM.yyyy"
        placeholder={interfaceText(i18n, 'datePlaceholder')}
        value={dayAsDate(filters[name])}
        onChange={(date) => apply({ ...filters, [name]: dateAsDay(date) })}
      />
    </div>
  )
  return (
    <div className="agrofund-filters" data-testid="audit-filters">
      {select('user', interfaceText(i18n, 'user'), users)}
      {select('action', interfaceText(i18n, 'action'), actions)}
      {select('resource', interfaceText(i18n, 'resource'), resources)}
      {day('from', interfaceText(i18n, 'from'))}
      {day('to', interfaceText(i18n, 'to'))}
      <button type="button" className="agrofund-filters__reset" onClick={() => apply(empty)}>
        {interfaceText(i18n, 'reset')}
      </button>
    </div>
  )
}
