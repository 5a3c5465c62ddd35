import { boot } from '../../src/boot.js'

/**
 * Boots the service the way `npm start` does with no DATABASE_URL, reports what it found, and shuts down. With
 * EMBEDDED_BOOT_SECTOR set it first writes a program sector of that slug, as `npm run seed` writes content.
 */
async function main() {
  const booted = await boot()
  const slug = process.env.EMBEDDED_BOOT_SECTOR
  if (slug) {
    await booted.payload.create({
      collection: 'program-sectors',
      data: { name: slug, slug, status: '1', sortOrder: 0 },
      locale: 'uz',
      overrideAccess: true,
      context: { skipAudit: true },
    })
  }
  const admins = await booted.payload.count({ collection: 'users', where: { role: { equals: 'super_admin' } } })
  const migrations = await booted.payload.count({ collection: 'payload-migrations' })
  process.stdout.write(`RESULT ${JSON.stringify({ admins: admins.totalDocs, migrations: migrations.totalDocs })}\n`)
  await booted.shutdown()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : `a ${typeof error} was thrown: ${String(error)}`}\n`)
    process.exit(1)
  },
)
