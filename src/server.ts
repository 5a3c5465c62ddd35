import { createApp } from './app.js'
import { boot } from './boot.js'
import { closeHttpServer, createHttpServer } from './httpServer.js'
import { port } from './config/settings.js'
import { projectRoot } from './config/projectRoot.js'
import { describeError, logger, routeConsoleThroughLogger } from './logger.js'

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

  const app = createApp(booted.payload, { admin, isShuttingDown: () => shuttingDown })
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
  void stopSignal.then(shutdown).catch((error: unknown) => exitNaming('shutdown failed', error))
}

/**
 * Logs what went wrong and exits 1, whatever was thrown: a library may reject with undefined or a plain object, and a
 * handler that throws on it would hide the cause behind its own TypeError.
 */
function exitNaming(msg: string, error: unknown): never {
  try {
    const cause =
      error instanceof Error
        ? describeError(error)
        : {
            message: `a ${error === null ? 'null' : typeof error} was thrown, not an Error`,
            thrown: typeof error === 'object' ? error : String(error),
          }
    logger.error({ msg, error: cause })
  } catch {
    // Even the log line failed (a value that cannot be written out): the message alone, on stderr.
    process.stderr.write(`${msg}: the cause could not be written out\n`)
  }
  process.exit(1)
}

main().catch((error: unknown) => exitNaming('failed to start', error))
