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

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''
const time = (value: unknown) => (typeof value === 'string' ? new Date(value).getTime() : Number.NaN)

/** Whether this write extends the term: a new due date on an appeal that has one. */
export const extendsTerm = (before: AppealState, after: AppealState) =>
  Boolean(before.dueAt) && Boolean(after.dueAt) && time(after.dueAt) !== time(before.dueAt)

/** A term extended a second time, or after the appeal was finished. */
const extendedAgainOrLate = (before: AppealState, after: AppealState) =>
  extendsTerm(before, after) && (Boolean(before.extendedAt) || isFinished(before.status))
/** A first extension that does not move the due date later. */
const extendedEarlier = (before: AppealState, after: AppealState) =>
  extendsTerm(before, after) && !extendedAgainOrLate(before, after) && !(time(after.dueAt) > time(before.dueAt))

/**
 * One rule of a change of an appeal, from the stored state to the state it would have: the field it is about, the
 * contract's validation key the API answers with, and what the admin UI says next to the field.
 */
export interface WorkflowRule {
  field: WorkflowField
  key: string
  message: InterfaceTextKey
  broken: (before: AppealState, after: AppealState) => boolean
}

/**
 * The appeal workflow as one table (contract 4.13, O'RQ-445): the collection's hook refuses a change that breaks a
 * rule with field errors carrying the rule's key and message, which the admin UI shows by the field and the API
 * answers as a 422 on the wire field that declares it (src/api/hookErrors.ts).
 */
export const workflowRules: readonly WorkflowRule[] = [
  {
    // A status only moves forward.
    field: 'status',
    key: 'validation.in',
    message: 'appealStatusOrder',
    broken: (before, after) => after.status !== before.status && !nextStatuses[before.status]?.includes(after.status),
  },
  {
    // Answered and rejected need an answer.
    field: 'answer',
    key: 'validation.required_if',
    message: 'appealAnswerRequired',
    broken: (_before, after) => isFinished(after.status) && blank(after.answer),
  },
  {
    // The due date moves once, while the appeal is open...
    field: 'dueAt',
    key: 'validation.in',
    message: 'appealExtendOnce',
    broken: extendedAgainOrLate,
  },
  {
    // ...later...
    field: 'dueAt',
    key: 'validation.min',
    message: 'appealExtendLater',
    broken: extendedEarlier,
  },
  {
    // ...by at most 30 days...
    field: 'dueAt',
    key: 'validation.max',
    message: 'appealExtendMax',
    broken: (before, after) =>
      extendsTerm(before, after) &&
      !extendedAgainOrLate(before, after) &&
      !extendedEarlier(before, after) &&
      time(after.dueAt) > time(before.dueAt) + MAX_EXTENSION_DAYS * DAY_MS,
  },
  {
    // ...with a reason the citizen is told.
    field: 'extensionReason',
    key: 'validation.required_if',
    message: 'appealExtensionReason',
    broken: (before, after) => extendsTerm(before, after) && blank(after.extensionReason),
  },
]

/** The rules a change breaks, in the table's order. */
export const workflowErrors = (before: AppealState, after: AppealState): WorkflowRule[] =>
  workflowRules.filter((rule) => rule.broken(before, after))
