import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '../db/transactionDb.js'
import { parseRecordId } from '../core/ids.js'

/**
 * Payload keeps an account's sessions as an array on its row and every session change (login, logout, refresh,
 * password reset, a profile save) reads the whole array and writes it back. Two of them at once lose one another's
 * change: a token issued but unknown, a revoked token alive again. So each of them runs with the account's row locked
 * (SELECT ... FOR NO KEY UPDATE in the transaction the operation itself uses): one at a time per account, across every
 * server process on the database. NO KEY: rows that merely reference the account (its audit entries) are not held up.
 */

const queues = new Map<string, Promise<unknown>>()

/**
 * One at a time per key inside this process, so thirty requests for one account hold one database connection while
 * they wait for its lock, not thirty (the row lock does the same across processes).
 */
export async function serialised<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work)
  const tail = run.catch(() => undefined)
  queues.set(key, tail)
  try {
    return await run
  } finally {
    if (queues.get(key) === tail) queues.delete(key)
  }
}

/** At most `size` at once inside this process; the rest wait their turn in order. */
export function limiter(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

/** The auth collections: staff (`users`) and citizens (`clients`); each keeps its sessions in `<slug>_sessions`. */
export type AccountCollection = 'users' | 'clients'

/** An account by id or email, of staff unless `collection` says otherwise. */
export type AccountRef = ({ id: number } | { email: string }) & { collection?: AccountCollection }

const accountsTable = (account: { collection?: AccountCollection }) => sql.identifier(account.collection ?? 'users')

/**
 * Runs `work` in the request's transaction (begun here unless the request already has one) with the staff account's
 * row locked until it commits; `work` gets the account's id, or null when no account has that email. An error rolls
 * the transaction back.
 */
export async function withAccountLocked<T>(
  req: PayloadRequest,
  account: AccountRef,
  work: (id: number | null) => Promise<T>,
  /** Also waits for a turn here (a limiter), once it is this account's turn. */
  throttle: <R>(task: () => Promise<R>) => Promise<R> = (task) => task(),
): Promise<T> {
  const kind = account.collection ?? 'users'
  const key = 'id' in account ? `${kind}:id:${account.id}` : `${kind}:email:${account.email}`
  return serialised(key, () =>
    throttle(async () => {
      const owner = await initTransaction(req)
      try {
        const db = await transactionDb(req)
        const { rows } =
          'id' in account
            ? await db.execute(sql`select id from ${accountsTable(account)} where id = ${account.id} for no key update`)
            : await db.execute(
                sql`select id from ${accountsTable(account)} where email = ${account.email} for no key update`,
              )
        const result = await work(rows[0] ? Number((rows[0] as { id: unknown }).id) : null)
        if (owner && req.transactionID) await commitTransaction(req)
        return result
      } catch (error) {
        if (owner) await killTransaction(req)
        throw error
      }
    }),
  )
}

/**
 * Payload's side of the lock for edits of accounts (admin UI, REST, Local API): the update operation begins its
 * transaction before this hook and reads the account after it, so the sessions it writes back are the current ones.
 */
export const lockEditedAccounts: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update' || !req.transactionID) return args
  const db = await transactionDb(req)
  const table = accountsTable({ collection: collection.slug as AccountCollection })
  const id = Number((args as { id?: unknown }).id)
  if ((args as { id?: unknown }).id === undefined) {
    // A bulk edit: the accounts it may touch, in id order like everyone else (a where clause narrows it in Payload).
    await db.execute(sql`select id from ${table} order by id for no key update`)
  } else if (parseRecordId(id) !== null) {
    await db.execute(sql`select id from ${table} where id = ${id} for no key update`)
  }
  return args
}

/** Whether the session is still on the account (it may have ended while the request waited for the lock). */
export async function sessionIsLive(
  req: PayloadRequest,
  userId: number,
  sid: string | undefined,
  collection: AccountCollection = 'users',
): Promise<boolean> {
  if (!sid) return false
  const db = await transactionDb(req)
  const sessions = sql.identifier(`${collection}_sessions`)
  const { rows } = await db.execute(
    sql`select 1 from ${sessions} where _parent_id = ${userId} and id = ${sid} and expires_at > now()`,
  )
  return rows.length > 0
}
