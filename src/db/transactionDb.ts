import type { PayloadRequest } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { postgresOf } from './pool.js'

/** The drizzle handle of the request's open transaction (Payload keeps one per request), else the pool's. */
export async function transactionDb(req: PayloadRequest): Promise<PostgresAdapter['drizzle']> {
  const adapter = postgresOf(req.payload)
  if (!req.transactionID) return adapter.drizzle
  return (
    (adapter.sessions[String(await req.transactionID)]?.db as PostgresAdapter['drizzle'] | undefined) ?? adapter.drizzle
  )
}
