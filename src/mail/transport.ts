import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type SMTPConnection from 'nodemailer/lib/smtp-connection'
import type { Payload } from 'payload'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { MailSettings } from './settings.js'

/** A mail as it leaves the outbox. */
export interface Envelope {
  id: number
  to: string
  subject: string
  text: string
  html: string
}

/** Hands one mail to the transport; resolves once the SMTP server (or the disk) accepted it. */
export type Deliver = (mail: Envelope) => Promise<void>

/**
 * SMTP_URL as nodemailer's options: `smtps://` is TLS from the start, `smtp://` upgrades with STARTTLS when offered.
 * Timeouts are short so a mail server that hangs holds up one attempt, not the sender.
 */
export function smtpOptions(url: string): SMTPConnection.Options {
  const parsed = new URL(url)
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://')
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }
}

/**
 * The way out, built with Payload's nodemailer adapter (@payloadcms/email-nodemailer): SMTP when SMTP_URL is set,
 * else nodemailer's stream transport writing each message as an .eml file under DATA_DIR/mail (a development outbox
 * to open in any mail program).
 */
export async function createDelivery(payload: Payload, settings: MailSettings): Promise<Deliver> {
  const fromFields = {
    defaultFromAddress: settings.from.address,
    defaultFromName: settings.from.name,
    skipVerify: true,
  }
  if (settings.smtpUrl) {
    const adapter = (await nodemailerAdapter({ ...fromFields, transportOptions: smtpOptions(settings.smtpUrl) }))({
      payload,
    })
    return async (mail) => {
      await adapter.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    }
  }
  const adapter = (
    await nodemailerAdapter({
      ...fromFields,
      transport: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    })
  )({ payload })
  return async (mail) => {
    const info = (await adapter.sendEmail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })) as { message: Buffer }
    await mkdir(settings.fileDir, { recursive: true, mode: 0o700 })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    await writeFile(path.join(settings.fileDir, `${stamp}-${mail.id}.eml`), info.message, { mode: 0o600 })
  }
}
