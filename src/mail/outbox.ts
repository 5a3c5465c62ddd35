import type { EmailAdapter, Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '../db/pool.js'
import { transactionDb } from '../db/transactionDb.js'
import { mailSettings } from './settings.js'

/** One mail as the outbox keeps it until it is sent. */
export interface OutgoingMail {
  /** What the mail is, for the outbox's operators (`client_verify_email`, `client_reset_password`, `payload`). */
  kind: string
  to: string
  subject: string
  text: string
  html: string
}

/** Woken when a mail is queued, so it leaves within moments instead of at the next poll (src/mail/sender.ts). */
const listeners = new Set<() => void>()
export const onMailQueued = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const wake = () => {
  // After the current turn: the transaction that wrote the mail has usually committed by then; if not, the poll finds it.
  setTimeout(() => listeners.forEach((listener) => listener()), 25).unref()
}

/**
 * Queues a mail in the request's open transaction: it is stored exactly when the change that causes it is, and a
 * mail server that is slow or down never fails or delays that change. The sender delivers it after the commit.
 */
export async function enqueueMail(req: PayloadRequest, mail: OutgoingMail): Promise<void> {
  const db = await transactionDb(req)
  await insert(db, mail)
  wake()
}

type Db = Awaited<ReturnType<typeof transactionDb>>

const insert = (db: Db, mail: OutgoingMail) =>
  db.execute(sql`
    insert into mail_outbox (kind, recipient, subject, text_body, html_body)
    values (${mail.kind}, ${mail.to}, ${mail.subject.slice(0, 998)}, ${mail.text}, ${mail.html})
  `)

const addressOf = (to: unknown): string => {
  if (typeof to === 'string') return to
  if (Array.isArray(to)) return to.map(addressOf).join(', ')
  if (to && typeof to === 'object' && 'address' in to) return String((to as { address: unknown }).address)
  return ''
}

/**
 * Payload's email adapter (`email` in payload.config.ts): mail Payload sends on its own (a staff password reset from
 * the admin UI) goes into the same outbox as the service's, and so through the same sender, retries and transport.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }: { payload: Payload }) => {
  const { from } = mailSettings()
  return {
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const db = drizzleOf(payload)
      await insert(db, {
        kind: 'payload',
        to: addressOf(message.to),
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : '',
        html: typeof message.html === 'string' ? message.html : '',
      })
      wake()
    },
  }
}
