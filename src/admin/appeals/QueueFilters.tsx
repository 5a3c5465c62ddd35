'use client'
import { useAuth, useListQuery, useTranslation } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'
import { appealRegions, appealStatuses, appealTypes } from '../../appeals/vocabulary.js'
import { interfaceText, type InterfaceTextKey } from '../../i18n/interfaceText.js'
import { queueChoiceIn, queues, queueWhere, type QueueChoice } from './queue.js'

const queueLabels: Record<(typeof queues)[number], InterfaceTextKey> = {
  open: 'queueOpen',
  overdue: 'queueOverdue',
  mine: 'queueMine',
  unassigned: 'queueUnassigned',
}

type Labelled = Record<string, { en: string; ru: string; uz: string }>

/** The active accounts an appeal can be assigned to, as the caller may read them (Payload's REST API, their session). */
function useAssignees(): { id: number; name: string }[] {
  const [people, setPeople] = useState<{ id: number; name: string }[]>([])
  useEffect(() => {
    const query =
      'where[role][in][0]=super_admin&where[role][in][1]=admin&where[role][in][2]=operator&where[status][equals]=1&limit=200&depth=0&sort=name'
    let live = true
    fetch(`/api/users?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((body: { docs?: { id: number; name?: string | null; email: string }[] }) => {
        if (live) setPeople((body.docs ?? []).map((user) => ({ id: user.id, name: user.name || user.email })))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return people
}

/**
 * Above the appeals list: the operators' queue (open, overdue, assigned to me, not assigned) and status, type,
 * region and assignee, combined. Overdue is as of the moment it is chosen; Payload's own filters stay available beside it.
 */
export function AppealQueueFilters() {
  const { query, handleWhereChange } = useListQuery()
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const [choice, setChoice] = useState<QueueChoice>(() => queueChoiceIn(query.where))
  const assignees = useAssignees()
  const language = (i18n.language ?? 'uz') as 'uz' | 'ru' | 'en'
  const choose = (change: Partial<QueueChoice>) => {
    const next = { ...choice, ...change }
    setChoice(next)
    void handleWhereChange?.(queueWhere(next, user?.id))
  }
  const select = (name: 'status' | 'type' | 'region' | 'assignee', label: InterfaceTextKey, options: Labelled) => (
    <label className="agrofund-filters__item">
      <span>{interfaceText(i18n, label)}</span>
      <select name={name} value={choice[name]} onChange={(event) => choose({ [name]: event.target.value })}>
        <option value="">{interfaceText(i18n, 'any')}</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text[language] ?? text.uz}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <div className="agrofund-filters" data-testid="appeal-queue-filters">
      <label className="agrofund-filters__item">
        <span>{interfaceText(i18n, 'queue')}</span>
        <select
          name="queue"
          value={choice.queue}
          onChange={(event) => choose({ queue: event.target.value as QueueChoice['queue'] })}
        >
          <option value="">{interfaceText(i18n, 'any')}</option>
          {queues.map((queue) => (
            <option key={queue} value={queue}>
              {interfaceText(i18n, queueLabels[queue])}
            </option>
          ))}
        </select>
      </label>
      {select('status', 'appealStatus', appealStatuses)}
      {select('type', 'appealType', appealTypes)}
      {select('region', 'appealRegion', appealRegions)}
      {select(
        'assignee',
        'appealAssignee',
        Object.fromEntries(
          assignees.map((person) => [String(person.id), { en: person.name, ru: person.name, uz: person.name }]),
        ),
      )}
    </div>
  )
}
