import { getPayload } from 'payload'
import { prepareEnvironment } from '../environment.js'
import { applyMigrations } from '../boot.js'
import { closeDatabase } from '../boot.js'

/**
 * `npm run migrate` applies committed migrations; `npm run migrate:create -- name` generates one from the collections.
 * Both work on the embedded database when DATABASE_URL is unset.
 */
async function main() {
  const [command, name] = process.argv.slice(2)
  const { stopDatabase } = await prepareEnvironment()
  const { default: config } = await import('../../payload.config.js')
  const payload = await getPayload({ config })
  try {
    if (command === 'create') {
      if (!name) throw new Error('usage: npm run migrate:create -- <name>')
      await applyMigrations(payload)
      await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
    } else {
      await applyMigrations(payload)
    }
  } finally {
    await closeDatabase(payload)
    await stopDatabase()
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message)
    process.exit(1)
  },
)
