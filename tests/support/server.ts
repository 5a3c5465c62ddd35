import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Server } from 'node:http'
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from 'payload'
import { closeDatabase } from '../../src/boot.js'
import { createHttpServer } from '../../src/httpServer.js'
import { adminQuery, withDatabase } from './database.js'

export interface TestServer {
  payload: Payload
  url: string
  databaseUrl: string
  /** DATA_DIR of this server (the development mail outbox, appeals' private files). */
  dataDir: string
  close: () => Promise<void>
}

/**
 * The real stack for one test file: its own database copied from the migrated template, Payload, and the Express
 * app listening on a free port. Environment overrides apply before the app reads them.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const adminUrl = inject('adminDatabaseUrl')
  const database = `agrofund_t_${randomBytes(5).toString('hex')}`
  await adminQuery(adminUrl, `create database ${database} template ${inject('templateDatabase')}`)
  const databaseUrl = withDatabase(adminUrl, database)
  // DATA_DIR holds only the development mail outbox here (the database and secret are given): one per test file.
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'agrofund-test-data-'))
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'test-secret-not-for-production',
    ACCESS_LOG: '0',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
    DATA_DIR: dataDir,
    ...env,
  })
  const { default: config } = await import('../../payload.config.js')
  const payload = await getPayload({ config })
  const { createApp } = await import('../../src/app.js')
  const server: Server = await new Promise((resolve) => {
    const listening = createHttpServer(createApp(payload)).listen(0, '127.0.0.1', () => resolve(listening))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Absolute URLs in answers (media) point at this server, so tests can follow them, unless the test chose one.
  if (!env.PUBLIC_URL) process.env.PUBLIC_URL = url
  return {
    payload,
    url,
    databaseUrl,
    dataDir,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await closeDatabase(payload)
      await adminQuery(adminUrl, `drop database if exists ${database} with (force)`).catch(() => undefined)
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
