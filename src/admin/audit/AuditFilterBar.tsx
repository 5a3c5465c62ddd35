'use client'
import { useListQuery, useTranslation } from '@payloadcms/ui'
import type { Where } from 'payload'
import React, { useState } from 'react'
import { interfaceText } from '../interfaceText.js'

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
  for (const condition of ((where?.and as Where[] | undefined) ?? [])) {
    const [[field, ops] = []] = Object.entries(condition ?? {}) as [string, Record<string, unknown>][]
    if (!ops) continue
    if (field === 'user' && ops.equals !== undefined) found.user = String(ops.equals)
    if (field === 'action' && ops.equals !== undefined) found.action = String(ops.equals)
    if (field === 'resource' && ops.equals !== undefined) found.resource = String(ops.equals)
    if (field === 'createdAt' && ops.greater_than_equal) found.from = String(ops.greater_than_equal).slice(0, 10)
    if (field === 'createdAt' && ops.less_than) {
      const day = new Date(String(ops.less_than))
      day.setDate(day.getDate() - 1)
      found.to = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
    }
  }
  return found
}

const startOfDay = (day: string, offsetDays = 0) => {
  const date = new Date(`${day}T00:00:00`)
  date.setDate(date.getDate() + offsetDays)
  return date.toISOString()
}

const whereOf = (filters: Filters): Where => {
  const and: Where[] = []
  if (filters.user) and.push({ user: { equals: Number(filters.user) } })
  if (filters.action) and.push({ action: { equals: filters.action } })
  if (filters.resource) and.push({ resource: { equals: filters.resource } })
  if (filters.from) and.push({ createdAt: { greater_than_equal: startOfDay(filters.from) } })
  if (filters.to) and.push({ createdAt: { less_than: startOfDay(filters.to, 1) } })
  return and.length ? { and } : {}
}

export function AuditFilterBar({ users, actions, resources }: { users: Option[]; actions: Option[]; resources: Option[] }) {
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
  return (
    <div className="agrofund-filters" data-testid="audit-filters">
      {select('user', interfaceText(i18n, 'user'), users)}
      {select('action', interfaceText(i18n, 'action'), actions)}
      {select('resource', interfaceText(i18n, 'resource'), resources)}
      <label className="agrofund-filters__item">
        <span>{interfaceText(i18n, 'from')}</span>
        <input type="date" name="from" value={filters.from} onChange={(event) => apply({ ...filters, from: event.target.value })} />
      </label>
      <label className="agrofund-filters__item">
        <span>{interfaceText(i18n, 'to')}</span>
        <input type="date" name="to" value={filters.to} onChange={(event) => apply({ ...filters, to: event.target.value })} />
      </label>
      <button type="button" className="agrofund-filters__reset" onClick={() => apply(empty)}>
        {interfaceText(i18n, 'reset')}
      </button>
    </div>
  )
}
