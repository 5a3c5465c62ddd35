import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'
import { inTransaction } from '../../src/api/transaction.js'
import { seedAppeals } from '../../src/seed/appeals.js'
import { createAppeal, createClient, createProgram, createStaff, tokenFor } from '../factories.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'
import { quietUpdate } from '../support/records.js'

const stack = useStack()
describeStandardCases(stack, { tag: 'dashboard' })
const DAY = 24 * 60 * 60 * 1000
const dashboard = (token?: string) => stack.api.get('/api/v1/admin/dashboard', { token })
const countsNow = async () => (await dashboard(stack.tokens.super_admin)).body.data.counts
const monthOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit' })
    .format(date)
    .slice(0, 7)

describe('GET /api/v1/admin/dashboard', () => {
  it('answers 401 without a token and 403 to an editor and to a citizen', async () => {
    expect((await dashboard()).status).toBe(401)
    const editor = await dashboard(stack.tokens.editor)
    expect(editor.status).toBe(403)
    expect(editor.body).toEqual({ message: 'This action is unauthorized.' })
    const { email, password } = await createClient(stack.payload)
    const login = await stack.api.post('/api/v1/client/login', { body: { email, password } })
    expect((await dashboard(login.body.data.token)).status).toBe(403)
  })

  it('has exactly the contract’s shape: counts, 12 months oldest first ending with this month, at most 10 entries', async () => {
    const response = await dashboard(stack.tokens.admin)
    expect(response.status).toBe(200)
    const { counts, appeals_by_month, recent_activity } = response.body.data
    expect(Object.keys(response.body.data)).toEqual(['counts', 'appeals_by_month', 'recent_activity'])
    expect(Object.keys(counts)).toEqual([
      'programs',
      'legal_documents',
      'posts',
      'appeals',
      'assistant_sessions',
      'clients',
    ])
    expect(Object.keys(counts.programs)).toEqual(['total', 'active'])
    expect(Object.keys(counts.legal_documents)).toEqual(['total', 'active'])
    expect(Object.keys(counts.posts)).toEqual(['total', 'published', 'scheduled'])
    expect(Object.keys(counts.appeals)).toEqual(['new', 'in_progress', 'answered', 'rejected', 'overdue'])
    expect(counts.assistant_sessions).toEqual({ waiting: 0, operator: 0, today: 0 })
    expect(Object.keys(counts.clients)).toEqual(['total', 'today'])
    expect(appeals_by_month).toHaveLength(12)
    expect(appeals_by_month.at(-1).month).toBe(monthOf(new Date()))
    const months = appeals_by_month.map((m: { month: string }) => m.month)
    expect([...months].sort()).toEqual(months)
    for (const month of appeals_by_month) expect(Object.keys(month)).toEqual(['month', 'received', 'answered'])
    expect(recent_activity.length).toBeLessThanOrEqual(10)
  })

  it('counts what is stored: a new program, an appeal per state and an overdue one move exactly their counts', async () => {
    const before = await countsNow()
    await createProgram(stack.payload, { status: '0' })
    await createAppeal(stack.payload)
    const overdue = await createAppeal(stack.payload, {}, new Date(Date.now() - 20 * DAY))
    const answered = await createAppeal(stack.payload)
    await quietUpdate(stack.payload, 'appeals', answered.id, { status: 'answered', answer: 'Paid on Monday.' })
    await createClient(stack.payload)
    const after = await countsNow()
    expect(after.programs).toEqual({ total: before.programs.total + 1, active: before.programs.active })
    expect(after.appeals).toEqual({
      ...before.appeals,
      new: before.appeals.new + 2,
      answered: before.appeals.answered + 1,
      overdue: before.appeals.overdue + 1,
    })
    expect(after.clients).toEqual({ total: before.clients.total + 1, today: before.clients.today + 1 })

    // Finished, it is no longer overdue.
    await quietUpdate(stack.payload, 'appeals', overdue.id, { status: 'rejected', answer: 'Not ours.' })
    expect((await countsNow()).appeals).toMatchObject({
      overdue: before.appeals.overdue,
      rejected: before.appeals.rejected + 1,
    })
  })

  it('counts appeals received per month by their creation and answered per month by their answer', async () => {
    const before = (await dashboard(stack.tokens.super_admin)).body.data.appeals_by_month
    const longAgo = new Date(Date.now() - 70 * DAY)
    const old = await createAppeal(stack.payload, {}, longAgo)
    await quietUpdate(stack.payload, 'appeals', old.id, { status: 'answered', answer: 'Done.' })
    const after = (await dashboard(stack.tokens.super_admin)).body.data.appeals_by_month
    const delta = after.map((month: { month: string; received: number; answered: number }, index: number) => ({
      month: month.month,
      received: month.received - before[index].received,
      answered: month.answered - before[index].answered,
    }))
    const changed = delta.filter((m: { received: number; answered: number }) => m.received !== 0 || m.answered !== 0)
    const thisMonth = monthOf(new Date())
    const thatMonth = monthOf(longAgo)
    expect(changed).toEqual([
      { month: thatMonth, received: 1, answered: 0 },
      { month: thisMonth, received: 0, answered: 1 },
    ])
  })

  it('shows admins the last 10 audit entries of anyone, newest first, and an operator only their own', async () => {
    const operator = await createStaff(stack.payload, 'operator')
    const operatorToken = await tokenFor(stack.api, operator)
    const appeal = await createAppeal(stack.payload)
    expect(
      (
        await stack.api.put(`/api/v1/admin/appeals/${appeal.id}`, {
          token: operatorToken,
          body: { status: 'in_progress' },
        })
      ).status,
    ).toBe(200)
    // Others' changes after it, more than the dashboard shows.
    for (let n = 0; n < 11; n++) {
      const created = await stack.api.post('/api/v1/admin/program-sectors', {
        token: stack.tokens.editor,
        body: { name: { uz: `Soha ${n}` }, slug: `dash-${Date.now()}-${n}`, status: 1 },
      })
      expect(created.status).toBe(201)
    }

    const mine = (await dashboard(operatorToken)).body.data.recent_activity
    expect(mine.length).toBeGreaterThan(0)
    for (const entry of mine) expect(entry.user?.id).toBe(operator.user.id)
    expect(mine[0]).toMatchObject({ action: 'status_changed', resource: 'appeals', resource_id: appeal.id })

    const all = (await dashboard(stack.tokens.admin)).body.data.recent_activity
    expect(all).toHaveLength(10)
    expect(all[0]).toMatchObject({ action: 'created', resource: 'program-sectors' })
    const times = all.map((entry: { created_at: string }) => entry.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    expect(Object.keys(all[0])).toEqual([
      'id',
      'user',
      'action',
      'resource',
      'resource_id',
      'changes',
      'ip',
      'user_agent',
      'created_at',
    ])
  })
})

describe('the demo appeals (npm run seed)', () => {
  it('spread over the last 12 months in every state, some overdue and some extended, each with its history', async () => {
    const before = await countsNow()
    const beforeMonths = (await dashboard(stack.tokens.super_admin)).body.data.appeals_by_month
    const req = await createLocalReq({ context: { skipAudit: true } }, stack.payload)
    const { appeals } = await inTransaction(req, () => seedAppeals(req))
    const response = (await dashboard(stack.tokens.super_admin)).body.data
    const seeded = Object.fromEntries(
      Object.entries(response.counts.appeals).map(([key, value]) => [key, (value as number) - before.appeals[key]]),
    )
    for (const status of ['new', 'in_progress', 'answered', 'rejected', 'overdue'])
      expect(seeded[status], status).toBeGreaterThan(0)
    expect(seeded.new + seeded.in_progress + seeded.answered + seeded.rejected).toBe(appeals)
    const received = response.appeals_by_month.map(
      (m: { received: number }, i: number) => m.received - beforeMonths[i].received,
    )
    expect(received.filter((n: number) => n > 0).length).toBeGreaterThanOrEqual(10)

    const { docs } = await stack.payload.find({
      collection: 'appeals',
      where: { extendedAt: { exists: true } },
      overrideAccess: true,
      depth: 0,
      limit: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    const seededIds = (
      await stack.payload.find({
        collection: 'appeals',
        where: { email: { like: '@example.uz' } },
        overrideAccess: true,
        depth: 0,
        limit: 0,
      })
    ).docs
    expect(seededIds.length).toBeGreaterThan(0)
    // Nothing is mailed for demo appeals.
    const mails = await stack.payload.db.drizzle.execute(
      sql`select count(*)::int as n from mail_outbox where recipient like '%@example.uz'`,
    )
    expect((mails.rows[0] as { n: number }).n).toBe(0)
  })
})
