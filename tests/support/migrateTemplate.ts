import { getPayload } from 'payload'
import { closeDatabase } from '../../src/boot.js'
import { applyMigrations } from '../../src/boot.js'

/** Applies the committed migrations to DATABASE_URL; run as a child of the global setup. */
async function main() {
  const { default: config } = await import('../../payload.config.js')
  const payload = await getPayload({ config })
  await applyMigrations(payload)
  await closeDatabase(payload)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
    process.exit(1)
  },
)
