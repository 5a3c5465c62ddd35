import pg from 'pg'
import type { Migration, Payload } from 'payload'
import { getPayload } from 'payload'
import { prepareEnvironment } from './environment.js'
import { closePool } from './db/pool.js'
import { stopSessionRetention } from './assistant/retention.js'
import { stopMailSender } from './mail/sender.js'
import { stopPublicCache } from './cache/publicCache.js'
import { describeError, logger } from './logger.js'
import { migrations } from './migrations/index.js'
import { ensureSearchIndexCurrent } from './search/indexer.js'
import { appealFilesDir } from './config/settings.js'
import { narrowStoredFiles } from './media/privateFiles.js'
import { currentModel } from './assistant/learning.js'

export interface Booted {
  payload: Payload
  shutdown: () => Promise<void>
}

const MIGRATION_LOCK = 724_5001

/**
 * Applies committed migrations, one process at a time (several replicas may start together), then brings the search
 * index to the current spelling if it was written in another (src/search/indexer.ts).
 */
export async function applyMigrations(payload: Payload): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 10_000 })
  // A cut connection fails the awaited query; without a listener its 'error' event would end the process first.
  client.on('error', (error) =>
    logger.warn({ msg: 'migration lock connection lost', error: describeError(error).message }),
  )
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    // Payload types a migration's functions as taking `unknown`; the generated ones take the adapter's args.
    await payload.db.migrate({ migrations: migrations as Migration[] })
    await ensureSearchIndexCurrent(payload, (message) => logger.info({ msg: message }))
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    await client.end()
  }
}

/** Creates the first super_admin from ADMIN_EMAIL/ADMIN_PASSWORD when no admin user exists; idempotent. */
export async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'users', where: { role: { in: ['super_admin'] } } })
  if (totalDocs > 0) return
  // System bootstrap: there is no caller yet, the environment is the authority.
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: process.env.ADMIN_NAME ?? 'Administrator', role: 'super_admin', status: '1' },
    context: { bootstrap: true },
  })
  logger.info({ msg: 'first super_admin created', email })
}

/** The step's failure as an Error that says which step it was, whatever the step threw. */
async function during<T>(step: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw new Error(
      `${step}: ${error instanceof Error ? error.message : `a ${typeof error} was thrown (${String(error)})`}`,
      { cause: error },
    )
  }
}

/**
 * Stops the background work that writes through the pool, then closes the pool (src/db/pool.ts). The mail sender goes
 * first: it finishes marking what it is sending while the pool is still there.
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  stopSessionRetention(payload)
  await stopMailSender(payload)
  await stopPublicCache(payload)
  await closePool(payload)
}

/** Starts the database (embedded when DATABASE_URL is unset), Payload, migrations and the first admin. */
export async function boot(options: { migrate?: boolean } = {}): Promise<Booted> {
  const { stopDatabase } = await during('preparing the environment and the database', prepareEnvironment)
  try {
    const { default: config } = await during('loading the configuration', () => import('../payload.config.js'))
    const payload = await during('starting Payload', () => getPayload({ config }))
    if (options.migrate !== false) await during('applying migrations', () => applyMigrations(payload))
    await during('creating the first admin', () => ensureFirstAdmin(payload))
    const narrowed = await during('keeping the appeal files private', () => narrowStoredFiles(appealFilesDir()))
    if (narrowed > 0) logger.info({ msg: 'appeal files made private (0600, folders 0700)', changed: narrowed })
    // The assistant's model, trained in the background so the first visitor's question does not wait for it.
    void currentModel(payload)
    return {
      payload,
      shutdown: async () => {
        await closeDatabase(payload).catch((error: unknown) =>
          logger.error({ msg: 'closing the database pool failed', error: describeError(error).message }),
        )
        await stopDatabase()
      },
    }
  } catch (error) {
    // A start that fails leaves no embedded database of its own running.
    await stopDatabase().catch(() => undefined)
    throw error
  }
}
