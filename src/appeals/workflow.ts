import type { InterfaceTextKey } from '../i18n/interfaceText.js'
import type { AppealStatus } from './vocabulary.js'

/**
 * The legal terms of the law on appeals (O'RQ-445): an answer within 15 days, which may be extended once, by at most
 * 30 more days, with a reason the citizen is told.
 */
export const ANSWER_TERM_DAYS = 15
export const MAX_EXTENSION_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export const dueAtFor = (createdAt: Date) => new Date(createdAt.getTime() + ANSWER_TERM_DAYS * DAY_MS)

/** The moves an appeal's status may make (contract 4.13); anything else is refused. */
const nextStatuses: Record<AppealStatus, AppealStatus[]> = {
  new: ['in_progress', 'answered', 'rejected'],
  in_progress: ['answered', 'rejected'],
  answered: [],
  rejected: [],
}

export const isFinished = (status: unknown) => status === 'answered' || status === 'rejected'

/** Past its due date and not finished; computed at each read, never stored. */
export const isOverdue = (appeal: { status?: unknown; dueAt?: unknown }, now = Date.now()) =>
  !isFinished(appeal.status) && typeof appeal.dueAt === 'string' && new Date(appeal.dueAt).getTime() < now

/** The workflow's fields of an appeal, as stored (Payload names, ISO dates). */
export interface AppealState {
  status: AppealStatus
  answer?: string | null
  dueAt?: string | null
  extendedAt?: string | null
  extensionReason?: string | null
}

type WorkflowField = 'status' | 'answer' | 'dueAt' | 'extensionReason'

/** One broken rule: the field and the contract's validation key. */
export interface WorkflowError {
  field: WorkflowField
  key: string
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''
const time = (value: unknown) => (typeof value === 'string' ? new Date(value).getTime() : Number.NaN)

/** Whether this write extends the term: a new due date on an appeal that has one. */
export const extendsTerm = (before: AppealState, after: AppealState) =>
  Boolean(before.dueAt) && Boolean(after.dueAt) && time(after.dueAt) !== time(before.dueAt)

/**
 * The rules of one change of an appeal, from the stored state to the state it would have; every interface (the API's
 * 422, the admin UI's field errors) reports what this finds:
 * - a status may only move forward (`validation.in`), and answered/rejected need an answer (`validation.required_if`);
 * - the due date moves once, later, by at most 30 days, with a reason, while the appeal is open (`validation.in` for a
 *   second or late extension, `validation.min` / `validation.max` for the date, `validation.required_if` for the reason).
 */
export function workflowErrors(before: AppealState, after: AppealState): WorkflowError[] {
  const errors: WorkflowError[] = []
  if (after.status !== before.status && !nextStatuses[before.status]?.includes(after.status))
    errors.push({ field: 'status', key: 'validation.in' })
  if (isFinished(after.status) && blank(after.answer)) errors.push({ field: 'answer', key: 'validation.required_if' })
  if (extendsTerm(before, after)) {
    const current = time(before.dueAt)
    const wanted = time(after.dueAt)
    if (before.extendedAt || isFinished(before.status)) errors.push({ field: 'dueAt', key: 'validation.in' })
    else if (!(wanted > current)) errors.push({ field: 'dueAt', key: 'validation.min' })
    else if (wanted > current + MAX_EXTENSION_DAYS * DAY_MS) errors.push({ field: 'dueAt', key: 'validation.max' })
    if (blank(after.extensionReason)) errors.push({ field: 'extensionReason', key: 'validation.required_if' })
  }
  return errors
}

/** What the admin UI says next to a field for each broken rule. */
export const workflowMessages = {
  'status.validation.in': 'appealStatusOrder',
  'answer.validation.required_if': 'appealAnswerRequired',
  'dueAt.validation.in': 'appealExtendOnce',
  'dueAt.validation.min': 'appealExtendLater',
  'dueAt.validation.max': 'appealExtendMax',
  'extensionReason.validation.required_if': 'appealExtensionReason',
} as const satisfies Record<string, InterfaceTextKey>
