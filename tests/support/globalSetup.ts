import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { adminQuery, resolveTestServer, withDatabase } from './database.js'

const root = path.resolve(import.meta.dirname, '../..')

/** Lexical's Node entry points use top-level await that can deadlock; its plain ESM builds are picked by condition. */
const NODE_CONDITIONS = ['--conditions=production']

/**
 * Migrates one template database for the run; each test file then gets its own copy (CREATE DATABASE ... TEMPLATE),
 * so files run in parallel without sharing rows, and the migrations themselves are what the tests run on.
 */
export default async function setup(project: TestProject) {
  const { adminUrl, embedded } = await resolveTestServer()
  const template = `agrofund_template_${process.pid}`
  await dropAbandonedTemplates(adminUrl)
  await adminQuery(adminUrl, `drop database if exists ${template}`)
  await adminQuery(adminUrl, `create database ${template}`)
  const migrated = spawnSync(
    process.execPath,
    [...NODE_CONDITIONS, '--import', 'tsx', 'tests/support/migrateTemplate.ts'],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: withDatabase(adminUrl, template),
        PAYLOAD_SECRET: 'test-secret-not-for-production',
      },
      timeout: 120_000,
    },
  )
  if (migrated.status !== 0) throw new Error(`migrating the template database failed: ${migrated.stderr}`)
  // Copies need a template nobody is connected to.
  await adminQuery(
    adminUrl,
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${template}' and pid <> pg_backend_pid()`,
  )
  project.provide('adminDatabaseUrl', adminUrl)
  project.provide('templateDatabase', template)

  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(() => undefined)
    await embedded?.stop()
  }
}

/** Templates of runs whose process is gone (a run killed before its teardown). */
async function dropAbandonedTemplates(adminUrl: string) {
  const { rows } = await adminQuery(
    adminUrl,
    `select datname from pg_database where datname like 'agrofund_template_%'`,
  )
  for (const { datname } of rows as { datname: string }[]) {
    const pid = Number(datname.split('_').pop())
    let alive = true
    try {
      process.kill(pid, 0)
    } catch {
      alive = false
    }
    if (!alive) await adminQuery(adminUrl, `drop database if exists ${datname} with (force)`).catch(() => undefined)
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string
    templateDatabase: string
  }
}
