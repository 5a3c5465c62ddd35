import type { TestProject } from 'vitest/node'
import { getPayload } from 'payload'
import { adminQuery, resolveTestServer, withDatabase } from './database.js'

/**
 * Migrates one template database for the run; each test file then gets its own copy (CREATE DATABASE ... TEMPLATE),
 * so files run in parallel without sharing rows, and the migrations themselves are what the tests run on.
 */
export default async function setup(project: TestProject) {
  const { adminUrl, embedded } = await resolveTestServer()
  const template = `agrofund_template_${process.pid}`
  await adminQuery(adminUrl, `drop database if exists ${template}`)
  await adminQuery(adminUrl, `create database ${template}`)
  process.env.DATABASE_URL = withDatabase(adminUrl, template)
  process.env.PAYLOAD_SECRET = 'test-secret-not-for-production'
  const { default: config } = await import('../../payload.config.js')
  const payload = await getPayload({ config })
  const { migrations } = await import('../../src/migrations/index.js')
  await payload.db.migrate({ migrations })
  await payload.destroy()
  // Copies need a template nobody is connected to; Payload's pool may keep idle connections after destroy.
  await adminQuery(adminUrl, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${template}' and pid <> pg_backend_pid()`)
  project.provide('adminDatabaseUrl', adminUrl)
  project.provide('templateDatabase', template)

  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(() => undefined)
    await embedded?.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string
    templateDatabase: string
  }
}
