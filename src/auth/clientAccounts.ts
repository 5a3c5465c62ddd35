import type { PayloadRequest } from 'payload'
import { logoutOperation } from 'payload'
import { isLocale, type Locale } from '../config/locales.js'
import { enqueueMail } from '../mail/outbox.js'
import { compose, mailTo, passwordResetText, verificationText } from '../mail/messages.js'
import { mailSettings } from '../mail/settings.js'
import type { Caller } from './callers.js'
import { withAccountLocked } from './accountLock.js'
import { issueAccountToken } from './accountTokens.js'

/**
 * What citizens' account routes share (endpoints/clients.ts, endpoints/currentUser.ts): the wire record, the mails
 * with their one-time links, and ending a token's session.
 */

export interface ClientDoc {
  id: number
  name?: string | null
  email: string
  phone?: string | null
  emailVerifiedAt?: string | null
  language?: string | null
  createdAt?: string | null
}

/** A citizen's account on the wire (contract 4.16). */
export const clientRecord = (client: ClientDoc) => ({
  id: client.id,
  name: client.name ?? null,
  email: client.email,
  phone: client.phone || null,
  email_verified_at: client.emailVerifiedAt ?? null,
  created_at: client.createdAt ?? null,
})

const languageOf = (client: ClientDoc): Locale => (isLocale(client.language) ? client.language : 'uz')

/** The public website's page for a token, e.g. `https://agrofund.uz/verify-email?email=...&token=...`. */
const siteLink = (page: string, params: Record<string, string>) =>
  `${mailSettings().siteUrl}/${page}?${new URLSearchParams(params).toString()}`

/** A new verification token and its mail, in the request's transaction (24 hours, single use). */
export async function sendVerificationMail(req: PayloadRequest, client: ClientDoc): Promise<void> {
  const token = await issueAccountToken(req, client.id, 'verify_email')
  const link = siteLink('verify-email', { email: client.email, token })
  const mail = compose(languageOf(client), verificationText[languageOf(client)], client.name ?? '', {
    url: link,
    token,
  })
  await enqueueMail(req, mailTo('client_verify_email', client.email, mail))
}

/** A new password reset token and its mail, in the request's transaction (1 hour, single use). */
export async function sendPasswordResetMail(req: PayloadRequest, client: ClientDoc): Promise<void> {
  const token = await issueAccountToken(req, client.id, 'reset_password')
  const link = siteLink('reset-password', { email: client.email, token })
  const mail = compose(languageOf(client), passwordResetText[languageOf(client)], client.name ?? '', {
    url: link,
    token,
  })
  await enqueueMail(req, mailTo('client_reset_password', client.email, mail))
}

/**
 * Ends the session of the presented token, of either kind of account, at once: its next use is a 401. The account's
 * row is locked so a login or refresh beside it cannot write the session back (src/auth/accountLock.ts).
 */
export async function endSession(req: PayloadRequest, caller: Caller): Promise<void> {
  const collection = caller.kind === 'client' ? 'clients' : 'users'
  await withAccountLocked(req, { id: caller.id, collection }, () =>
    logoutOperation({ collection: req.payload.collections[collection], req }),
  )
}
