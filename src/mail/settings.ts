import path from 'node:path'
import { dataDir, numberSetting, publicUrl } from '../config/settings.js'

/** How mail leaves the service, read from the environment when the sender starts (README: Configuration). */
export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://...`; unset: mails are written as .eml files to `fileDir`. */
  smtpUrl: string | null
  /** `Name <address>` or a bare address. */
  from: { name: string; address: string }
  /** The development outbox: DATA_DIR/mail. */
  fileDir: string
  /** The public website, whose pages take the tokens of verification and reset links. */
  siteUrl: string
  /** First retry after this; each later one waits twice as long, up to `retryMaxMs`. */
  retryBaseMs: number
  retryMaxMs: number
  /** After this many failed attempts a mail is marked failed and left for an operator. */
  maxAttempts: number
  /** How often the sender looks for due mail when nothing told it to. */
  pollMs: number
  /**
   * How long a claimed mail is one process's to send; a process that died with it leaves it to the next one then. The
   * lease is renewed before each delivery, so it must outlast one delivery (the transport's timeouts: under a minute).
   */
  leaseMs: number
}

/** `Agrofund <no-reply@agrofund.uz>` → name and address; a bare address gets the service's name. */
export function parseFrom(raw: string | undefined): { name: string; address: string } {
  const text = (raw ?? '').trim()
  const match = /^(.*)<([^<>\s]+@[^<>\s]+)>$/.exec(text)
  if (match) return { name: match[1]!.trim().replace(/^"|"$/g, '') || 'Agrofund', address: match[2]! }
  if (/^[^<>\s]+@[^<>\s]+$/.test(text)) return { name: 'Agrofund', address: text }
  return { name: 'Agrofund', address: 'no-reply@localhost' }
}

export const mailSettings = (): MailSettings => ({
  smtpUrl: process.env.SMTP_URL?.trim() || null,
  from: parseFrom(process.env.MAIL_FROM),
  fileDir: path.join(dataDir(), 'mail'),
  siteUrl: (process.env.SITE_URL?.trim() || publicUrl()).replace(/\/+$/, ''),
  retryBaseMs: numberSetting('MAIL_RETRY_BASE_MS', 30_000, 1),
  retryMaxMs: numberSetting('MAIL_RETRY_MAX_MS', 3_600_000, 1),
  maxAttempts: numberSetting('MAIL_MAX_ATTEMPTS', 12, 1),
  pollMs: numberSetting('MAIL_POLL_MS', 2_000, 10),
  leaseMs: numberSetting('MAIL_LEASE_MS', 120_000, 1_000),
})
