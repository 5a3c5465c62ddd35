import pg from 'pg'
import { dataDir } from '../config/settings.js'
import { startEmbeddedPostgres } from '../db/embedded.js'

/** One progress line on stderr (stdout stays free for Payload's JSON log lines during a restore's migrations). */
export const progress = (message: string) => process.stderr.write(`${message}\n`)

export interface OpsDatabase {
  url: string
  source: 'embedded' | 'external'
  /** The embedded cluster belongs to another process (a running server): it is used, and left running. */
  shared: boolean
  /** Removes the password from a message (a driver error may quote what it was given). */
  redact: (message: string) => string
  stop: () => Promise<void>
}

/**
 * The service's database, as the server finds it: DATABASE_URL when set; otherwise the embedded cluster of DATA_DIR,
 * started for the duration when the server is stopped (the same code as `npm start`), shared when a server runs.
 */
export async function openDatabase(): Promise<OpsDatabase> {
  const external = process.env.DATABASE_URL
  const url = external ?? ''
  const embedded = external
    ? undefined
    : await startEmbeddedPostgres(dataDir(), (message) => progress(`database: ${message}`))
  const resolved = external ? url : embedded!.url
  const password = decodeURIComponent(new URL(resolved).password)
  const redact = (message: string) =>
    password ? message.split(password).join('***').split(encodeURIComponent(password)).join('***') : message
  if (embedded)
    progress(
      embedded.shared
        ? 'database: embedded PostgreSQL of DATA_DIR is running (a server owns it): using it'
        : 'database: embedded PostgreSQL of DATA_DIR started for this run',
    )
  else
    progress(
      `database: DATABASE_URL (host ${new URL(resolved).hostname}, database ${new URL(resolved).pathname.slice(1)})`,
    )
  return {
    url: resolved,
    source: external ? 'external' : 'embedded',
    shared: embedded?.shared === true,
    redact,
    stop: async () => {
      if (embedded && !embedded.shared) progress('database: stopping the embedded PostgreSQL')
      await embedded?.stop()
    },
  }
}

/** A plain connection of its own (no pool: COPY streams and one long transaction hold it throughout). */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    application_name: 'agrofund-ops',
  })
  // A cut connection fails the awaited query or stream; without a listener its 'error' would end the process first.
  client.on('error', () => undefined)
  await client.connect()
  return client
}

/** A name quoted as an SQL identifier. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
