import { createLocalReq } from 'payload'
import { inTransaction } from '../api/transaction.js'
import { boot } from '../boot.js'
import { logger } from '../logger.js'
import { seedContent } from './content.js'

/**
 * `npm run seed`: demo content for an empty database (embedded when DATABASE_URL is unset, migrated by boot()).
 * It runs once: when any program exists it changes nothing, and it writes everything in one transaction so a failed
 * run leaves no half-seeded database behind.
 */
async function main() {
  const { payload, shutdown } = await boot()
  try {
    // System check: counts every program, hidden ones included.
    const { totalDocs } = await payload.count({ collection: 'programs', overrideAccess: true })
    if (totalDocs > 0) {
      logger.info({ msg: 'seed skipped: the database already has programs', programs: totalDocs })
      return
    }
    const req = await createLocalReq({ context: { skipAudit: true } }, payload)
    const counts = await inTransaction(req, () => seedContent(req))
    logger.info({ msg: 'seed done', ...counts })
  } finally {
    await shutdown()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error))
    logger.error({ msg: 'seed failed', error: failure.message, stack: failure.stack?.split('\n').slice(0, 6).join(' | ') })
    process.exit(1)
  },
)
