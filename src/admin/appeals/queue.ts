import type { Where } from 'payload'
import { openStatuses } from '../../appeals/vocabulary.js'

/** The operators' queue filters above the appeals list. */
export const queues = ['open', 'overdue', 'mine', 'unassigned'] as const
export type Queue = (typeof queues)[number]

export interface QueueChoice {
  queue: Queue | ''
  status: string
  type: string
  region: string
  /** A staff account's id, as text ('' for anyone). */
  assignee: string
}

export const noChoice: QueueChoice = { queue: '', status: '', type: '', region: '', assignee: '' }

/** The list filter (Payload's Where) of a choice, as of `now`: overdue is past due and still open at that moment. */
export function queueWhere(choice: QueueChoice, userId: number | string | undefined, now = new Date()): Where {
  const and: Where[] = []
  if (choice.queue === 'open' || choice.queue === 'overdue') and.push({ status: { in: openStatuses } })
  if (choice.queue === 'overdue') and.push({ dueAt: { less_than: now.toISOString() } })
  // `in` for "mine", `equals` for a chosen colleague: a reloaded URL tells the two apart.
  if (choice.queue === 'mine') and.push({ assignee: { in: [userId] } })
  if (choice.queue === 'unassigned') and.push({ assignee: { exists: false } })
  for (const field of ['status', 'type', 'region'] as const)
    if (choice[field]) and.push({ [field]: { equals: choice[field] } })
  if (choice.assignee) and.push({ assignee: { equals: Number(choice.assignee) } })
  return and.length > 0 ? { and } : {}
}

/** The choice a list filter written by `queueWhere` stands for (a reloaded or shared URL). */
export function queueChoiceIn(where: Where | undefined): QueueChoice {
  const choice: QueueChoice = { ...noChoice }
  const items = (Array.isArray(where?.and) ? where.and : []) as Record<string, Record<string, unknown>>[]
  for (const item of items) {
    if (item.status?.in) choice.queue = choice.queue || 'open'
    if (item.dueAt?.less_than) choice.queue = 'overdue'
    if (item.assignee?.in !== undefined) choice.queue = 'mine'
    if (item.assignee?.equals !== undefined) choice.assignee = String(item.assignee.equals)
    if (item.assignee && String(item.assignee.exists) === 'false') choice.queue = 'unassigned'
    for (const field of ['status', 'type', 'region'] as const)
      if (typeof item[field]?.equals === 'string') choice[field] = item[field].equals as string
  }
  return choice
}

/** The list URL's query of a Payload Where (`where[and][0][status][equals]=new`), for links into the queue. */
export function whereQuery(where: Where): string {
  const params = new URLSearchParams()
  const walk = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) walk(inner, `${key}[${name}]`)
    else params.append(key, String(value))
  }
  walk(where, 'where')
  return params.toString()
}
