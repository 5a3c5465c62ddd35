import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startChildServer, type ChildServer } from '../support/childServer.js'
import { TestSmtpServer } from '../support/smtp.js'
import { adminQuery, withDatabase } from '../support/database.js'
import { within } from '../support/within.js'

/**
 * Background work with two server processes on one database, as a deployment with replicas runs it: the outbox
 * sends every mail exactly once between them, also a mail whose process died holding it; the periodic purge runs
 * once per period between them; and two processes starting together on a fresh database migrate it (and so rebuild
 * the search index) once. The processes are the real server (`npm start`), the mail server a real SMTP server.
 */
const smtp = new TestSmtpServer()
const RETENTION_INTERVAL_MS = 2_000
// Both processes hold claimed mail for a second, so a batch slowed by the mail server outlives its lease and the
// other process takes the rest over mid-batch; the process that dies with claimed mail holds it for ten.
const LEASE_MS = 1_000
const DYING_LEASE_MS = 10_000

let database: string
let databaseUrl: string
let media: string
let first: ChildServer
let second: ChildServer
let third: ChildServer | undefined

const env = (leaseMs: number) => ({
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: 'background-jobs-secret',
  MEDIA_DIR: media,
  PUBLIC_URL: undefined,
  ADMIN_EMAIL: undefined,
  ADMIN_PASSWORD: undefined,
  MAIL_SENDER: undefined,
  SMTP_URL: smtp.url,
  MAIL_POLL_MS: '100',
  MAIL_RETRY_BASE_MS: '200',
  MAIL_RETRY_MAX_MS: '500',
  MAIL_LEASE_MS: String(leaseMs),
  ASSISTANT_RETENTION_DAYS: '30',
  ASSISTANT_RETENTION_INTERVAL_MS: String(RETENTION_INTERVAL_MS),
})

beforeAll(async () => {
  await smtp.start()
  // A fresh database, not a copy of the migrated template: the processes migrate it themselves.
  database = `agrofund_jobs_${randomBytes(5).toString('hex')}`
  await adminQuery(inject('adminDatabaseUrl'), `create database ${database}`)
  databaseUrl = withDatabase(inject('adminDatabaseUrl'), database)
  media = mkdtempSync(path.join(os.tmpdir(), 'agrofund-jobs-media-'))
})

afterAll(async () => {
  for (const server of [first, second, third]) server?.kill()
  await Promise.all([first, second, third].map((server) => server?.exited))
  await smtp.stop()
  await adminQuery(inject('adminDatabaseUrl'), `drop database if exists ${database} with (force)`).catch(
    () => undefined,
  )
  rmSync(media, { recursive: true, force: true })
})

const query = (text: string, values: unknown[] = []) => adminQuery(databaseUrl, text, values)
const tag = () => randomBytes(4).toString('hex')

/** The JSON log lines of a process. */
const logOf = (server: ChildServer): Record<string, any>[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>)

/** Queues mails straight into the outbox, as a committed change does; no process is told, each finds them by polling. */
const queue = (subjects: string[]) =>
  query(
    `insert into mail_outbox (kind, recipient, subject, text_body, html_body) select 'test', 'jobs@example.com', s, 'text', '' from unnest($1::text[]) as s`,
    [subjects],
  )

describe('background work with two server processes on one database', () => {
  it('migrates a fresh database once when both start together, so the search index is rebuilt once', async () => {
    ;[first, second] = await Promise.all([
      startChildServer(env(LEASE_MS), 180_000),
      startChildServer(env(LEASE_MS), 180_000),
    ])
    const migrating = [first, second]
      .flatMap((server) => logOf(server).map((entry) => String(entry.msg ?? '')))
      .filter((msg) => msg.startsWith('Migrating: '))
    const perName = new Map<string, number>()
    for (const msg of migrating) perName.set(msg, (perName.get(msg) ?? 0) + 1)
    // The search index is built inside its migration (src/migrations/20261124_020846_search_index.ts) and nowhere else.
    expect(perName.get('Migrating: 20261124_020846_search_index')).toBe(1)
    expect([...perName.values()].every((count) => count === 1)).toBe(true)
    const { rows } = await query(`select name, count(*)::int as n from payload_migrations group by name`)
    expect(rows.length).toBe(perName.size)
    expect(rows.filter((row) => row.n !== 1)).toEqual([])
    for (const server of [first, second]) expect((await fetch(`${server.url}/api/v1/search?q=kredit`)).status).toBe(200)
  }, 240_000)

  it('delivers each of many queued mails exactly once while both processes send them', async () => {
    const mark = `bulk ${tag()} #`
    const subjects = Array.from({ length: 40 }, (_, i) => `${mark}${i}`)
    // A slow mail server: a batch of ten takes 2.5 s, so the process that claimed it outlives its lease and the other
    // claims the rest of the batch meanwhile.
    smtp.delayMs = 250
    try {
      await queue(subjects.slice(0, 10))
      await within(30_000, async () => smtp.countsOf(mark).size === 10, 100)
      for (let wave = 1; wave < 4; wave++) {
        await queue(subjects.slice(wave * 10, wave * 10 + 10))
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
      await within(60_000, async () => smtp.countsOf(mark).size === subjects.length, 100)
      // Time for a second delivery of anything a process would send again.
      await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS))
    } finally {
      smtp.delayMs = 0
    }
    const counts = smtp.countsOf(mark)
    expect([...counts].filter(([, n]) => n !== 1)).toEqual([])
    expect(counts.size).toBe(subjects.length)
    const { rows } = await query(
      `select count(*)::int as unsent from mail_outbox where subject like $1 and sent_at is null`,
      [`${mark}%`],
    )
    expect(rows[0].unsent).toBe(0)
    // The case the lease renewal is for did happen: a process found a mail of its batch claimed by the other.
    const handedOver = [first, second].map(
      (server) => logOf(server).filter((entry) => String(entry.msg).startsWith('mail: lease ran out')).length,
    )
    expect(handedOver[0]! + handedOver[1]!).toBeGreaterThan(0)
    const sentBy = [first, second].map((server) => logOf(server).filter((entry) => entry.msg === 'mail sent').length)
    process.stdout.write(
      `outbox: 40 mails delivered once each; sent by the processes ${sentBy.join(' / ')}, left to the other mid-batch ${handedOver.join(' / ')}\n`,
    )
  }, 120_000)

  it('purges old assistant conversations once per period between both processes', async () => {
    // Sessions and their messages in one statement: a run of the job between two would purge the sessions first.
    const { rows: seeded } = await query(
      `with s as (
         insert into assistant_sessions (token, created_at, last_message_at)
         select 'jobs-' || md5(random()::text), now() - interval '40 days', now() - interval '40 days' from generate_series(1, 3) returning id),
       m as (insert into assistant_messages (session_id, sender, text, created_at) select s.id, 'visitor', 'old question', now() - interval '40 days' from s)
       select id from s`,
    )
    await within(
      10_000,
      async () =>
        (
          await query(`select count(*)::int as n from assistant_sessions where id = any($1::int[])`, [
            seeded.map((row) => row.id),
          ])
        ).rows[0].n === 0,
      100,
    )
    // A few more periods, in which both processes check several times each.
    await new Promise((resolve) => setTimeout(resolve, 3 * RETENTION_INTERVAL_MS + 500))

    const logged = () =>
      [first, second]
        .flatMap((server, index) => logOf(server).map((entry): Record<string, any> => ({ ...entry, by: index + 1 })))
        .filter((entry) => entry.msg === 'periodic job ran' && entry.job === 'assistant-session-retention')
        .sort((a, b) => a.run - b.run)
    // The jobs go on running: the count first, then the log until it holds every run counted (a run logs its line
    // after it has run; one claimed between reading the log and the count once made them differ by one).
    const { rows } = await query(`select runs from job_runs where name = 'assistant-session-retention'`)
    const counted = rows[0].runs as number
    let runs = logged()
    await within(
      10_000,
      async () => {
        runs = logged()
        return runs.length >= counted
      },
      100,
    )
    expect(runs.length).toBeGreaterThanOrEqual(3)
    // Each run claimed by one process: its numbers 1..n, none twice, none missing.
    expect(runs.map((entry) => entry.run)).toEqual(runs.map((_, i) => i + 1))
    // Once per period between both: consecutive runs at least a period apart (less the few ms a run's log line trails its start).
    const gaps = runs.slice(1).map((entry, i) => Date.parse(entry.time) - Date.parse(runs[i]!.time))
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(RETENTION_INTERVAL_MS - 250)
    expect(runs.reduce((sum, entry) => sum + entry.sessionsDeleted, 0)).toBe(3)
    process.stdout.write(
      `retention: ${runs.length} runs (by the processes ${runs.map((entry) => entry.by).join(',')}), gaps ${gaps.join(', ')} ms\n`,
    )
  }, 60_000)

  it('sends the mails a process claimed and died with, from the other process once their lease ends', async () => {
    // A third process alone claims the mails (the first has stopped, the second is paused), and the mail server leaves
    // its login unanswered, so it holds them unsent when it is killed.
    first.child.kill('SIGTERM')
    await first.exited
    second.child.kill('SIGSTOP')
    smtp.holdLogins = true
    third = await startChildServer(env(DYING_LEASE_MS), 120_000)
    const mark = `claimed ${tag()} #`
    const subjects = Array.from({ length: 5 }, (_, i) => `${mark}${i}`)
    await queue(subjects)
    const outbox = async () =>
      (
        await query(
          `select id, subject, attempts, sent_at, (extract(epoch from locked_until) * 1000)::float8 as lease_ends from mail_outbox where subject like $1 order by id`,
          [`${mark}%`],
        )
      ).rows
    await within(
      10_000,
      async () => (await outbox()).every((row) => row.attempts === 1 && row.lease_ends !== null) && smtp.heldLogins > 0,
      20,
    )
    const claimed = await outbox()
    third.kill()
    await third.exited
    smtp.holdLogins = false
    second.child.kill('SIGCONT')
    expect(Date.now(), 'the other process runs again while the lease holds').toBeLessThan(
      Math.min(...claimed.map((row) => Number(row.lease_ends))) - 2_000,
    )

    await within(DYING_LEASE_MS + 20_000, async () => smtp.countsOf(mark).size === subjects.length, 100)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect([...smtp.countsOf(mark).values()]).toEqual(subjects.map(() => 1))
    for (const row of claimed) {
      const arrival = smtp.received.find((mail) => mail.subject === row.subject)!
      expect(arrival.at, 'not before the lease of the process that died ended').toBeGreaterThanOrEqual(
        Number(row.lease_ends) - 50,
      )
    }
    // One claim by the process that died, one by the process that sent it.
    expect((await outbox()).map((row) => [row.attempts, row.sent_at !== null])).toEqual(subjects.map(() => [2, true]))
    expect(logOf(third).filter((entry) => entry.msg === 'mail sent')).toEqual([])
    expect(
      logOf(second).filter(
        (entry) => entry.msg === 'mail sent' && claimed.some((row) => Number(row.id) === entry.mailId),
      ),
    ).toHaveLength(subjects.length)
  }, 150_000)
})
