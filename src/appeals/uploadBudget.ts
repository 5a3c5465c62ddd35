import type { CollectionAfterChangeHook, CollectionBeforeOperationHook, Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { HttpError, TooManyAttempts } from '../core/errors.js'
import { anonymousUploadMbPending, anonymousUploadMbPerHour, numberSetting } from '../config/settings.js'
import { transactionDb } from '../db/transactionDb.js'
import { storedKey } from '../jobs/rateLimitRows.js'
import type { RequestMeta } from '../hooks/audit.js'
import { logger } from '../logger.js'
import type { FileArea } from '../media/storage.js'
import { APPEAL_SUBMISSION } from './access.js'

/**
 * The disk budget of anonymous uploads: the files citizens attach to appeals, the only files anyone may upload
 * without an account. Two bounds, both counted in the database so that every server process shares them:
 * ANONYMOUS_UPLOAD_MB_PER_HOUR (bytes stored in the last rolling hour) and ANONYMOUS_UPLOAD_MB_PENDING (bytes held by
 * appeals still `new`, which no one has reviewed). The stored rows are the count: nothing to keep in step.
 *
 * Checked three times: before a body is read, from its Content-Length against what the last check left
 * (`budgetRefusalBeforeReading`, src/api/multipart.ts); before each file is written (`refuseAttachmentOverBudget`);
 * and once the appeal is written, under a lock held to its commit (`holdAnonymousUploadBudget`), so that appeals
 * arriving together cannot all pass on the same count. A refusal rolls the appeal back and removes its files.
 *
 * One address may spend only its share of the hourly budget (ANONYMOUS_UPLOAD_ADDRESS_SHARE, a percentage), so one
 * sender cannot shut attachments off for every citizen: past its share it is refused with the contract's rate-limit
 * answer (429, Retry-After) while the others still attach.
 */

/** Where anonymous uploads are stored: the files of appeals. */
export const ANONYMOUS_UPLOAD_AREA: FileArea = 'appeal-attachments'

const MB = 1024 * 1024
const HOUR_MS = 60 * 60 * 1000
/** When the pending budget is spent, room comes back as staff review appeals: no time to promise, an hour to try. */
const PENDING_RETRY_SECONDS = 3600
/** How long what a check saw may refuse bodies before they are read; past it, requests go on to the checks. */
const REMEMBERED_MS = 30_000
/** One transaction-scoped advisory lock: the final check and the commit of one appeal with files at a time. */
const BUDGET_LOCK = 'agrofund:anonymous-upload-budget'

/** The refusal: the contract's error body (1.5) with a message that says what happened and what the citizen can do. */
export class UploadBudgetSpent extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(
      503,
      'Attachments cannot be accepted at the moment: the space for files sent with appeals is used up. Try again later, or send the appeal without attachments.',
      { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    )
  }
}

interface Usage {
  /** Bytes of appeal files stored in the last hour (this transaction's own included). */
  lastHour: number
  /** Bytes of the files of appeals still `new`, and of files stored in the last hour that no appeal holds yet (this request's). */
  pending: number
  /** When the oldest file of the last hour was stored: the hour's budget grows when it leaves the window. */
  oldest: Date | null
}

const usageOf = async (req: PayloadRequest): Promise<Usage> => usageIn(await transactionDb(req))

async function usageIn(db: Payload['db']['drizzle']): Promise<Usage> {
  const since = new Date(Date.now() - HOUR_MS).toISOString()
  const { rows } = await db.execute(sql`
    select
      (select coalesce(sum(filesize), 0) from appeal_attachments where created_at > ${since}::timestamptz) as last_hour,
      (select min(created_at) from appeal_attachments where created_at > ${since}::timestamptz) as oldest,
      (select coalesce(sum(a.filesize), 0) from appeals p
         join appeals_rels r on r.parent_id = p.id and r.path = 'attachments'
         join appeal_attachments a on a.id = r.appeal_attachments_id
        where p.status = 'new')
      + (select coalesce(sum(a.filesize), 0) from appeal_attachments a
          where a.created_at > ${since}::timestamptz and not exists (select 1 from appeals_rels r where r.appeal_attachments_id = a.id)) as pending`)
  const row = rows[0] as { last_hour: unknown; pending: unknown; oldest: unknown }
  return {
    lastHour: Number(row.last_hour),
    pending: Number(row.pending),
    oldest: row.oldest ? new Date(String(row.oldest)) : null,
  }
}

type Budget = 'per_hour' | 'pending'

/**
 * The percentage of the hourly budget one client address may spend in an hour (ANONYMOUS_UPLOAD_ADDRESS_SHARE,
 * default 20: five senders together reach the budget, not one); 100 leaves only the global budget.
 */
export const addressSharePercent = () => Math.min(100, numberSetting('ANONYMOUS_UPLOAD_ADDRESS_SHARE', 20, 1))

/** Bytes one address may store in its hour, or null when no share applies (no hourly budget, or a share of 100 %). */
function addressAllowance(): number | null {
  const perHour = anonymousUploadMbPerHour() * MB
  const share = addressSharePercent()
  return perHour > 0 && share < 100 ? Math.floor((perHour * share) / 100) : null
}

/**
 * Counts `incoming` bytes against the address's share, in the request's transaction: a refusal rolls the count back
 * with the appeal, and the row stays locked to the commit, so one address's appeals arriving together are counted
 * one after the other in every process. The count lives in `rate_limits` (key hashed, swept once expired) as KiB in
 * a window of an hour from the address's first file.
 */
async function spendAddressShare(req: PayloadRequest, incoming: number): Promise<void> {
  const allowance = addressAllowance()
  if (allowance === null) return
  const ip = (req.context?.requestMeta as RequestMeta | undefined)?.ip || 'unknown'
  const now = Date.now()
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`
    insert into rate_limits (key, points, expire)
    values (${`appeal-files-ip:${storedKey(ip)}`}, ${Math.ceil(incoming / 1024)}, ${now + HOUR_MS})
    on conflict (key) do update set
      points = case when rate_limits.expire <= ${now} then excluded.points else rate_limits.points + excluded.points end,
      expire = case when rate_limits.expire <= ${now} then excluded.expire else rate_limits.expire end
    returning points, expire`)
  const row = rows[0] as { points: unknown; expire: unknown }
  if (Number(row.points) * 1024 > allowance) throw new TooManyAttempts((Number(row.expire) - now) / 1000)
}

/** Both budgets set to 0: nothing to count. */
const unbounded = () => anonymousUploadMbPerHour() === 0 && anonymousUploadMbPending() === 0

interface Verdict {
  /** The budget `incoming` more bytes would overspend, if any. */
  spent: Budget | null
  /** Bytes both budgets still take (Infinity when both are off). */
  remaining: number
  retryAfter: number
}

function judge(usage: Usage, incoming: number): Verdict {
  const perHour = anonymousUploadMbPerHour() * MB
  const pending = anonymousUploadMbPending() * MB
  const hourLeft = perHour > 0 ? perHour - usage.lastHour : Infinity
  const pendingLeft = pending > 0 ? pending - usage.pending : Infinity
  const hourRetry = usage.oldest ? (usage.oldest.getTime() + HOUR_MS - Date.now()) / 1000 : 60
  const spent: Budget | null = incoming > hourLeft ? 'per_hour' : incoming > pendingLeft ? 'pending' : null
  return {
    spent,
    remaining: Math.min(hourLeft, pendingLeft),
    retryAfter: spent === 'pending' ? PENDING_RETRY_SECONDS : hourRetry,
  }
}

/** What the last check in this process saw, for refusing bodies before they are read. */
let remembered: { at: number; remaining: number; retryAfter: number } | undefined
/** When this process last told operators that a budget was spent, per budget: once an hour each. */
const warnedAt = new Map<Budget, number>()

function settle(usage: Usage, incoming: number): void {
  const verdict = judge(usage, incoming)
  remembered = { at: Date.now(), remaining: verdict.remaining - incoming, retryAfter: verdict.retryAfter }
  if (!verdict.spent) return
  remembered.remaining = Math.min(remembered.remaining, 0)
  const last = warnedAt.get(verdict.spent) ?? 0
  if (Date.now() - last >= HOUR_MS) {
    warnedAt.set(verdict.spent, Date.now())
    const setting = verdict.spent === 'per_hour' ? 'ANONYMOUS_UPLOAD_MB_PER_HOUR' : 'ANONYMOUS_UPLOAD_MB_PENDING'
    logger.warn({
      msg: 'anonymous upload budget spent: appeal attachments are refused until it frees',
      budget: verdict.spent,
      setting,
      limitMb: verdict.spent === 'per_hour' ? anonymousUploadMbPerHour() : anonymousUploadMbPending(),
      usedMb: Math.round(((verdict.spent === 'per_hour' ? usage.lastHour : usage.pending) / MB) * 100) / 100,
      hint:
        verdict.spent === 'per_hour'
          ? 'a flood of attachments, or a budget set too low'
          : 'review the new appeals, or raise the budget',
    })
  }
  throw new UploadBudgetSpent(verdict.retryAfter)
}

/**
 * A refusal for a body of `declaredBytes` (Content-Length) that would carry more than the budget had left at the last
 * check of this process, a few seconds ago; null when it may be read (the checks at storing decide). `allowance` is
 * what the body's text fields and framing may take besides files, so an appeal without files always passes.
 */
export function budgetRefusalBeforeReading(declaredBytes: number, allowance: number): UploadBudgetSpent | null {
  if (!remembered || Date.now() - remembered.at > REMEMBERED_MS || !Number.isFinite(declaredBytes)) return null
  return declaredBytes - allowance > remembered.remaining ? new UploadBudgetSpent(remembered.retryAfter) : null
}

/** Appeal files' hook: a file that would overspend a budget is refused before Payload writes it. */
export const refuseAttachmentOverBudget: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // Only a submission creates appeal files (the collection's access rule); anyone else gets Payload's 403.
  if (operation !== 'create' || !req.file || req.context?.[APPEAL_SUBMISSION] !== true || unbounded()) return args
  settle(await usageOf(req), req.file.size)
  await spendAddressShare(req, req.file.size)
  return args
}

/**
 * Appeals' hook, the last of a new appeal's writes: with its files written (and counted in this transaction), the
 * budget is checked again under a lock that stays until the commit, so concurrent submissions, in any process, are
 * counted one after the other and together never pass the budget.
 */
export const holdAnonymousUploadBudget: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !Array.isArray(doc.attachments) || doc.attachments.length === 0 || unbounded())
    return doc
  const db = await transactionDb(req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${BUDGET_LOCK}))`)
  settle(await usageOf(req), 0)
  return doc
}

/** The budget as the dashboard shows it: what each bound allows and holds now, and when the hour's room grows. */
export interface UploadBudgetState {
  /** The rolling hour's budget, null when off; `refillsAt`: when its oldest file leaves the hour (null: none stored). */
  perHour: { limitBytes: number; usedBytes: number; refillsAt: Date | null } | null
  /** The bytes held by appeals nobody reviewed yet, null when off. */
  pending: { limitBytes: number; usedBytes: number } | null
  /** What one address may store in its hour, null when no share applies. */
  perAddressBytes: number | null
  /** No room left for any file: appeals with attachments are refused until a bound frees. */
  refusing: boolean
}

export async function uploadBudgetState(payload: Payload): Promise<UploadBudgetState> {
  const usage = await usageIn(payload.db.drizzle)
  const perHour = anonymousUploadMbPerHour() * MB
  const pending = anonymousUploadMbPending() * MB
  return {
    perHour:
      perHour > 0
        ? {
            limitBytes: perHour,
            usedBytes: usage.lastHour,
            refillsAt: usage.oldest ? new Date(usage.oldest.getTime() + HOUR_MS) : null,
          }
        : null,
    pending: pending > 0 ? { limitBytes: pending, usedBytes: usage.pending } : null,
    perAddressBytes: addressAllowance(),
    refusing: judge(usage, 0).remaining <= 0,
  }
}
