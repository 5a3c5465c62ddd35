import type {
  CollectionBeforeOperationHook,
  CollectionBeforeValidateHook,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en'
import { interfaceText } from '../i18n/interfaceText.js'
import { fieldErrors, messageFor } from '../i18n/messages.js'
import { LOCAL_WORDS } from './localWords.js'
import { accountOfResetToken } from './resetTokens.js'

/**
 * What makes a password unusable (contract 4.16 and 4.17): shorter than 8 characters, or not `uncompromised` — a
 * password the zxcvbn estimator (@zxcvbn-ts) scores below 3 of 4: fewer than about 10^8 guesses for an attacker who
 * tries leaked passwords, English, Uzbek and Russian words and place names (src/auth/localWords.ts), the fund's own name
 * and the account's email and name first, each with capitals, leet, digits, years and symbols around it, and keyboard
 * rows, repeats, sequences and dates. Score 3 is the estimator's own "safely unguessable" mark; 2 and below includes
 * `toshkent2024`, `Admin2024!` and `Samarqand2024!`. Every check is offline. /api/v1 answers these as its validation
 * keys (src/api/validation/rules.ts); the hooks below hold Payload's own paths (the admin UI, its REST API, the Local
 * API) to the same rules.
 */

export const PASSWORD_MIN_LENGTH = 8
/** The lowest estimator score accepted. */
export const PASSWORD_MIN_SCORE = 3
/**
 * The estimator reads at most this many characters of a password: its leet matching grows fast with the length (a
 * 255-character password took seconds), and 64 characters that score 3 are not made weaker by what follows.
 */
const ESTIMATED_LENGTH = 64

// Built once at module load (about half a second: the dictionaries are ranked into maps).
const estimator = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary, local: [...LOCAL_WORDS] },
  graphs: adjacencyGraphs,
  maxLength: ESTIMATED_LENGTH,
  // Leet variants of up to three characters (`p@r0l`); more multiplies the work of every check for little gain.
  l33tMaxSubstitutions: 3,
})

/** Letters and digits only, lower-cased: `Aziz.Karimov` and `aziz karimov` read alike. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * The account's email (whole, and the part before `@`) and name (whole, without spaces, and word by word), as the
 * estimator's user inputs: anyone who knows the address tries these first. Words under 4 letters are no identity.
 */
const identityWords = (identities: readonly unknown[]) => {
  const words = new Set<string>()
  for (const identity of identities) {
    if (typeof identity !== 'string') continue
    const local = identity.includes('@') ? identity.slice(0, identity.lastIndexOf('@')) : identity
    for (const word of [identity, local, bare(local), ...local.split(/[^\p{L}\p{N}]+/u)])
      if ([...word].length >= 4) words.add(word.toLowerCase())
  }
  return [...words]
}

/**
 * Whether a password is commonly used, breached or guessable (`validation.password.uncompromised`); `identities`
 * are the account's email and name, as far as they are known. Judged as typed; and, as the estimator takes a
 * separator for extra strength, on its letters and digits alone (while 8 or more are left), where only the weakest
 * score (0: a listed password, a run or a repeat, such as `1-2-3-4-5-6-7-8` or `Change-Me`) refuses it, since joined
 * words (`backup-password-1`) read weaker without their separators than they are.
 */
export function isCompromisedPassword(password: string, identities: readonly unknown[] = []): boolean {
  const inputs = identityWords(identities)
  const typed = password.trim()
  if (estimator.check(typed, inputs).score < PASSWORD_MIN_SCORE) return true
  const plain = bare(typed)
  return (
    plain !== typed.toLowerCase() &&
    [...plain].length >= PASSWORD_MIN_LENGTH &&
    estimator.check(plain, inputs).score === 0
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
