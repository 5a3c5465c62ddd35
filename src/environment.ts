import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js'
import { logger } from './logger.js'
import { dataDir, isProduction, reportTimeZone } from './config/settings.js'
import { setAdminTimeZone } from './admin/format.js'

let embedded: EmbeddedDatabase | undefined

/**
 * Completes process.env before payload.config.ts is imported: the database (embedded when DATABASE_URL is unset)
 * and the Payload secret (generated once and kept under DATA_DIR in development; required in production).
 */
export async function prepareEnvironment(): Promise<{ stopDatabase: () => Promise<void> }> {
  // The admin UI's dates are on the fund's clock whatever this machine's zone is (src/admin/format.ts).
  setAdminTimeZone(reportTimeZone())
  if (!process.env.PAYLOAD_SECRET) {
    if (isProduction()) throw new Error('PAYLOAD_SECRET is required in production')
    const secretFile = path.join(dataDir(), 'payload-secret')
    mkdirSync(dataDir(), { recursive: true })
    if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
    process.env.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
  }
  if (!process.env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres(dataDir(), (message) => logger.info({ msg: message }))
    process.env.DATABASE_URL = embedded.url
    // Where a second process may connect (the password is in DATA_DIR/postgres.password, never in a log).
    const url = new URL(embedded.url)
    url.password = '***'
    logger.info({
      msg: embedded.shared ? 'embedded PostgreSQL shared with its owner' : 'embedded PostgreSQL started',
      dataDir: dataDir(),
      database: url.toString(),
    })
  }
  return {
    stopDatabase: async () => {
      if (embedded) await embedded.stop()
      embedded = undefined
    },
  }
}
