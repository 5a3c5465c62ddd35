import { createApp } from './app.js'
import { boot } from './boot.js'
import { closeHttpServer, createHttpServer } from './httpServer.js'
import { port } from './config/settings.js'
import { projectRoot } from './config/projectRoot.js'
import { logger, routeConsoleThroughLogger } from './logger.js'

const root = projectRoot(import.meta.url, 1)

async function main() {
  routeConsoleThroughLogger()
  const dev = process.env.ADMIN_DEV === '1'
  const withAdmin = process.env.ADMIN_UI !== '0'
  // A signal during start-up is kept and honoured once started, so the embedded database is never left running.
  const stopSignal = new Promise<string>((resolve) => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => resolve(signal))
  })
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
  const server = createHttpServer(app)
  server.once('error', (error) => {
    logger.error({ msg: 'cannot listen', port: port(), error: error.message })
    void booted.shutdown().finally(() => process.exit(1))
  })
  server.listen(port(), () => logger.info({ msg: 'listening', url: `http://localhost:${port()}`, admin: withAdmin }))

  // Requests in flight get this long to finish; the database and the pool close after them, by the normal path.
  const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)
  const shutdown = async (signal: string) => {
    shuttingDown = true
    const started = Date.now()
    logger.info({ msg: 'shutting down', signal })
    // Only if closing the database itself hangs.
    setTimeout(() => {
      logger.error({ msg: 'shutdown did not finish: exiting anyway' })
      process.exit(1)
    }, graceMs + 15_000).unref()
    const { cut } = await closeHttpServer(server, graceMs)
    if (cut > 0) logger.warn({ msg: 'requests cut at shutdown', count: cut })
    await booted.shutdown()
    logger.info({ msg: 'stopped', ms: Date.now() - started })
    process.exit(0)
  }
  void stopSignal.then(shutdown)
}

main().catch((error: Error) => {
  logger.error({ msg: 'failed to start', error: error.message, stack: error.stack?.split('\n').slice(0, 6).join(' | ') })
  process.exit(1)
})
