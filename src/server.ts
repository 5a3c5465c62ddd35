import { existsSync } from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Server } from 'node:http'
import { createApp } from './app.js'
import { boot } from './boot.js'
import { port } from './config/settings.js'
import { logger } from './logger.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** `npm start` needs no separate build step: the admin UI is built once when no build exists. */
function ensureAdminBuild(dev: boolean) {
  if (dev || existsSync(path.join(root, '.next', 'BUILD_ID'))) return
  logger.info({ msg: 'no admin UI build found: running `next build` once (a few minutes)' })
  const { NODE_OPTIONS: _conditions, ...env } = process.env
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error('next build failed')
}

async function main() {
  const dev = process.env.ADMIN_DEV === '1'
  const withAdmin = process.env.ADMIN_UI !== '0'
  if (withAdmin) ensureAdminBuild(dev)
  const booted = await boot()
  let shuttingDown = false

  let admin
  if (withAdmin) {
    const { default: next } = await import('next')
    const nextApp = next({ dev, dir: root })
    await nextApp.prepare()
    const handle = nextApp.getRequestHandler()
    admin = (req: Parameters<typeof handle>[0], res: Parameters<typeof handle>[1]) => handle(req, res)
  }

  const app = createApp(booted.payload, { admin: admin as never, isShuttingDown: () => shuttingDown })
  const server: Server = app.listen(port(), () => logger.info({ msg: 'listening', url: `http://localhost:${port()}`, admin: withAdmin }))
  server.keepAliveTimeout = 65_000

  const shutdown = (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    logger.info({ msg: 'shutting down', signal })
    const force = setTimeout(() => process.exit(1), 20_000)
    force.unref()
    // Stop accepting, let in-flight requests finish, then close the pool and the embedded database.
    server.close(async () => {
      await booted.shutdown()
      logger.info({ msg: 'stopped' })
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: Error) => {
  logger.error({ msg: 'failed to start', error: error.message, stack: error.stack?.split('\n').slice(0, 6).join(' | ') })
  process.exit(1)
})
