import type {
  CollectionBeforeOperationHook,
  CollectionBeforeValidateHook,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload'
import { interfaceText } from '../i18n/interfaceText.js'
import { fieldErrors, messageFor } from '../i18n/messages.js'
import { COMMON_PASSWORDS } from './commonPasswords.js'
import { accountOfResetToken } from './resetTokens.js'

/**
 * What makes a password unusable (contract 4.16 and 4.17): shorter than 8 characters, or not `uncompromised` — on the
 * shipped list of common and breached passwords, a shape no list can hold (one character or a short unit repeated, a
 * straight run of the alphabet, the digits or a keyboard row), or the account's own email or name. Every check is
 * offline and case-insensitive. /api/v1 answers these as its validation keys (src/api/validation/rules.ts); the hooks
 * below hold Payload's own paths (the admin UI, its REST API, the Local API) to the same rules.
 */

export const PASSWORD_MIN_LENGTH = 8

let common: Set<string> | undefined
/** The list as a set, built on first use (some 18,000 entries, a few milliseconds). */
const commonPasswords = () => (common ??= new Set(COMMON_PASSWORDS.split('\n').filter(Boolean)))

/** One unit of up to four characters over and over: `aaaaaaaa`, `12121212`, `abcabcab`, `passpass`. */
const isRepetition = (chars: string[]) => {
  for (let unit = 1; unit <= 4 && unit < chars.length; unit++) {
    if (chars.every((char, index) => char === chars[index % unit])) return true
  }
  return false
}

/** Straight runs, read either way: digits (round the end: `67890123`), alphabets, and keyboard rows (Latin, Russian). */
const RUNS = [
  '01234567890123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  'йцукенгшщзхъ',
  'фывапролджэ',
  'ячсмитьбю',
]
const isRun = (text: string) => {
  const backwards = [...text].reverse().join('')
  return RUNS.some((run) => run.includes(text) || run.includes(backwards))
}

/** Letters and digits only, lower-cased: `Aziz.Karimov` and `aziz karimov` read alike. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** The service's own name, as guessable as the account's. */
const SERVICE_WORDS = ['agrofund']

/**
 * The account's email (whole, or the part before `@`) or name, with or without trailing digits (`karimov1990`).
 * Anyone who knows the address tries these first. Words under 4 letters are no identity worth refusing.
 */
const isOwnIdentity = (password: string, identities: readonly unknown[]) => {
  const words = new Set(SERVICE_WORDS)
  for (const identity of identities) {
    if (typeof identity !== 'string') continue
    words.add(bare(identity))
    if (identity.includes('@')) words.add(bare(identity.slice(0, identity.lastIndexOf('@'))))
  }
  const typed = bare(password)
  return [typed, typed.replace(/\d+$/, '')].some((candidate) => candidate.length >= 4 && words.has(candidate))
}

/**
 * Whether a password is commonly used, breached or guessable (`validation.password.uncompromised`); `identities`
 * are the account's email and name, as far as they are known. The list and the shapes are checked on the password as
 * typed and on its letters and digits alone (while 8 or more are left): `change-me` is `changeme`, `1-2-3-4-5-6-7-8`
 * a run.
 */
export function isCompromisedPassword(password: string, identities: readonly unknown[] = []): boolean {
  const text = password.trim().toLowerCase()
  const plain = bare(text)
  const forms = plain !== text && [...plain].length >= PASSWORD_MIN_LENGTH ? [text, plain] : [text]
  return (
    forms.some((form) => commonPasswords().has(form) || isRepetition([...form]) || isRun(form)) ||
    isOwnIdentity(text, identities)
  )
}

/** Why Payload refuses the password (the admin UI shows it under the password field), or null; /api/v1 answers its keys instead. */
const problemWith = (password: string, identities: readonly unknown[]) =>
  [...password].length < PASSWORD_MIN_LENGTH
    ? 'passwordTooShort'
    : isCompromisedPassword(password, identities)
      ? 'passwordCompromised'
      : null

function refuse(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  problem: 'passwordTooShort' | 'passwordCompromised',
): never {
  const values = { min: PASSWORD_MIN_LENGTH }
  // The first super admin comes from the environment (src/boot.ts); the server must not start with a guessable one.
  if (req.context?.bootstrap)
    throw new Error(
      `ADMIN_PASSWORD is refused: ${interfaceText({ language: 'en' }, problem, values)} Set another one and start again.`,
    )
  throw fieldErrors(req, collection, [{ message: messageFor(req, problem, values), path: 'password' }])
}

/**
 * Every new password of an account, on create and update, whoever sets it and through whichever path (a bulk edit
 * too): the account's email and name are those it will have.
 */
export const refuseWeakPasswords: CollectionBeforeValidateHook = ({ collection, data, originalDoc, req }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '') return data
  const account = { ...(originalDoc as Record<string, unknown> | undefined), ...data }
  const problem = problemWith(password, [account.email, account.name])
  if (problem) refuse(req, collection, problem)
  return data
}

/**
 * Payload's password reset (the admin UI's reset page, /api/users/reset-password) sets the hash itself, past the
 * validate hooks: checked here, against the account the (digested) token names.
 */
export const refuseWeakResetPasswords: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown; token?: unknown } }).data
  if (typeof data?.password !== 'string') return args
  const id = typeof data.token === 'string' ? await accountOfResetToken(req, data.token) : null
  const account =
    id === null
      ? null
      : await req.payload.findByID({
          collection: 'users',
          id,
          depth: 0,
          req,
          overrideAccess: true,
          disableErrors: true,
        })
  const problem = problemWith(data.password, [account?.email, account?.name])
  if (problem) refuse(req, collection, problem)
  return args
}
