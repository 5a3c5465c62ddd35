import type { CollectionBeforeValidateHook, Field, PayloadRequest } from 'payload'
import { APIError } from 'payload'
import { HttpError } from '../core/errors.js'
import { labels } from '../fields/labels.js'
import { CLIENT_IP_HEADER } from '../hooks/audit.js'
import { fieldErrors, messageFor } from '../i18n/messages.js'
import { isAccountPassword } from './password.js'
import { countedAsLoginGuesses, loginLockoutOf } from './passwordGuesses.js'

/**
 * A new password for one's own account needs the current one (issue 38: a stolen session must not take the account
 * over), on every path that changes it: the admin UI's account view and Payload's REST and GraphQL APIs (the
 * `currentPassword` field below), and /api/v1's PUT /user and PUT /client/me (`current_password`, checked by the
 * route's validator, which then says so with the `currentPasswordChecked` context flag). Setting someone else's
 * password is the super admin's reset (collection access decides who may; the trail records it, see
 * recordPasswordChange). Calls without a signed-in account — the seed, the first super admin from ADMIN_PASSWORD, a
 * reset by e-mailed token — set a password as the system and need none.
 */

/** The Payload field of the current password: write-only, never stored, never audited. */
export const CURRENT_PASSWORD = 'currentPassword'
/** The context flag of a caller that has already checked the current password (and counted the guess). */
export const CURRENT_PASSWORD_CHECKED = 'currentPasswordChecked'

export const currentPasswordField: Field = {
  name: CURRENT_PASSWORD,
  type: 'text',
  virtual: true,
  maxLength: 255,
  label: labels('Current password', 'Текущий пароль', 'Joriy parol'),
  access: { create: () => false },
  custom: { audit: false },
  hooks: { afterRead: [() => undefined] },
  admin: { components: { Field: '/src/admin/account/CurrentPasswordField.tsx#CurrentPasswordField' } },
}

const isOwnAccount = (req: PayloadRequest, slug: string, id: unknown) =>
  req.user?.collection === slug && id !== undefined && String(req.user.id) === String(id)

export const requireCurrentPassword: CollectionBeforeValidateHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  const { [CURRENT_PASSWORD]: current, ...rest } = data as Record<string, unknown>
  const changes = typeof rest.password === 'string' && rest.password !== ''
  if (
    operation !== 'update' ||
    !changes ||
    !isOwnAccount(req, collection.slug, originalDoc?.id) ||
    req.context?.[CURRENT_PASSWORD_CHECKED]
  )
    return rest
  const refuse = (message: 'currentPasswordRequired' | 'currentPasswordWrong') =>
    fieldErrors(req, collection, [
      { path: CURRENT_PASSWORD, message: messageFor(req, message), key: 'validation.current_password' },
    ])
  if (typeof current !== 'string' || current === '') throw refuse('currentPasswordRequired')
  const account = { collection: collection.slug, id: originalDoc!.id as number }
  const check = () => isAccountPassword(req.payload, account, current)
  if (!(await countedGuess(req, collection.slug, String(originalDoc!.email), check)))
    throw refuse('currentPasswordWrong')
  return rest
}

/**
 * A guess like a login's, on the same lockout (src/auth/passwordGuesses.ts), where the server keeps one. A locked
 * account is the lockout's 429: as it is for /api/v1 (its requests carry `requestMeta`, and its error handler answers
 * it), as Payload's own error for Payload's routes, which would answer anything else as a 500.
 */
async function countedGuess(req: PayloadRequest, slug: string, email: string, check: () => Promise<boolean>) {
  const lockout = loginLockoutOf(req.payload, slug === 'clients' ? 'clientLogin' : 'login')
  if (!lockout) return check()
  const meta = req.context?.requestMeta as { ip?: string | null } | undefined
  const ip = (meta ? meta.ip : req.headers?.get(CLIENT_IP_HEADER)) ?? undefined
  try {
    return await countedAsLoginGuesses(lockout, { email }, ip)(check)
  } catch (error) {
    if (meta || !(error instanceof HttpError)) throw error
    throw new APIError(error.message, error.status, null, true)
  }
}
