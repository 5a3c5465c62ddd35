import { createLocalReq } from 'payload'
import { inTransaction } from '../api/transaction.js'
import { boot } from '../boot.js'
import { logger } from '../logger.js'
import { seedAppeals } from './appeals.js'
import { seedAssistantKnowledge } from './assistant.js'
import { seedContent } from './content.js'
import { seedNews } from './news.js'

/**
 * `npm run seed`: demo content for an empty database (embedded when DATABASE_URL is unset, migrated by boot()).
 * Each part runs once: the content (programs, documents, structure) when no program exists, the news when no post
 * exists, the appeals when no appeal exists, the assistant's knowledge base when it has no entry. Each part is one transaction, so a failed run leaves no half-seeded part
 * behind (the pictures a failed news part drew may stay in the media directory, where no record shows them and so
 * nobody can fetch them).
 */
async function main() {
  const { payload, shutdown } = await boot()
  try {
    const req = await createLocalReq({ context: { skipAudit: true } }, payload)
    // System checks: they count every record, hidden ones included.
    const { totalDocs: programs } = await payload.count({ collection: 'programs', overrideAccess: true })
    if (programs > 0) logger.info({ msg: 'seed: content skipped, the database already has programs', programs })
    else logger.info({ msg: 'seed: content done', ...(await inTransaction(req, () => seedContent(req))) })

    const { totalDocs: posts } = await payload.count({ collection: 'posts', overrideAccess: true })
    if (posts > 0) logger.info({ msg: 'seed: news skipped, the database already has posts', posts })
    else logger.info({ msg: 'seed: news done', ...(await inTransaction(req, () => seedNews(req))) })

    const { totalDocs: appeals } = await payload.count({ collection: 'appeals', overrideAccess: true })
    if (appeals > 0) logger.info({ msg: 'seed: appeals skipped, the database already has appeals', appeals })
    else logger.info({ msg: 'seed: appeals done', ...(await inTransaction(req, () => seedAppeals(req))) })

    const { totalDocs: entries } = await payload.count({ collection: 'assistant-knowledge', overrideAccess: true })
    if (entries > 0) logger.info({ msg: 'seed: assistant knowledge skipped, the knowledge base has entries', entries })
    else
      logger.info({
        msg: 'seed: assistant knowledge done',
        ...(await inTransaction(req, () => seedAssistantKnowledge(req))),
      })
  } finally {
    await shutdown()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error))
    logger.error({
      msg: 'seed failed',
      error: failure.message,
      stack: failure.stack?.split('\n').slice(0, 6).join(' | '),
    })
    process.exit(1)
  },
)
