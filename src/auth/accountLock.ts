import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '../db/transactionDb.js'
import { parseRecordId } from '../api/ids.js'

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

export type AccountRef = { id: number } | { email: string }

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
  const key = 'id' in account ? `id:${account.id}` : `email:${account.email}`
  return serialised(key, () => throttle(async () => {
    const owner = await initTransaction(req)
    try {
      const db = await transactionDb(req)
      const { rows } =
        'id' in account
          ? await db.execute(sql`select id from users where id = ${account.id} for no key update`)
          : await db.execute(sql`select id from users where email = ${account.email} for no key update`)
      const result = await work(rows[0] ? Number((rows[0] as { id: unknown }).id) : null)
      if (owner && req.transactionID) await commitTransaction(req)
      return result
    } catch (error) {
      if (owner) await killTransaction(req)
      throw error
    }
  }))
}

/**
 * Payload's side of the lock for edits of accounts (admin UI, REST, Local API): the update operation begins its
 * transaction before this hook and reads the account after it, so the sessions it writes back are the current ones.
 */
export const lockEditedAccounts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || !req.transactionID) return args
  const db = await transactionDb(req)
  const id = Number((args as { id?: unknown }).id)
  if ((args as { id?: unknown }).id === undefined) {
    // A bulk edit: every account, in id order like everyone else (staff accounts are few).
    await db.execute(sql`select id from users order by id for no key update`)
  } else if (parseRecordId(id) !== null) {
    await db.execute(sql`select id from users where id = ${id} for no key update`)
  }
  return args
}

/** Whether the session is still on the account (it may have ended while the request waited for the lock). */
export async function sessionIsLive(req: PayloadRequest, userId: number, sid: string | undefined): Promise<boolean> {
  if (!sid) return false
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`select 1 from users_sessions where _parent_id = ${userId} and id = ${sid} and expires_at > now()`)
  return rows.length > 0
}
