import { labels } from '../fields/labels.js'

/** A session's states (contract 4.14): the bot answers, a visitor waits for a person, an operator answers, closed. */
export const sessionStatuses = {
  bot: labels('Bot', 'Бот', 'Bot'),
  waiting: labels('Waiting for an operator', 'Ждёт оператора', 'Operatorni kutmoqda'),
  operator: labels('With an operator', 'У оператора', 'Operatorda'),
  closed: labels('Closed', 'Закрыт', 'Yopilgan'),
} as const
export type SessionStatus = keyof typeof sessionStatuses

/**
 * A closed conversation is over: it takes no more messages and no other status. The one statement of that rule, asked
 * by the collection's hooks, the routes and the admin view; a session that is gone counts as closed.
 */
export const isOpenSession = (session: object | null | undefined): boolean =>
  session !== null && session !== undefined && (!('status' in session) || session.status !== 'closed')
export const sessionStatusCodes = Object.keys(sessionStatuses) as SessionStatus[]

export const messageSenders = {
  visitor: labels('Visitor', 'Посетитель', 'Tashrif buyuruvchi'),
  bot: labels('Bot', 'Бот', 'Bot'),
  operator: labels('Operator', 'Оператор', 'Operator'),
} as const
export type MessageSender = keyof typeof messageSenders
export const messageSenderCodes = Object.keys(messageSenders) as MessageSender[]

/** The request context flag of the service's own writes of sessions and messages (the public chat route, the bot). */
export const ASSISTANT_SYSTEM = 'assistantSystemWrite'
