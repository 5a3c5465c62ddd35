import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRACKING_CODE } from '../../src/appeals/trackingCode.js'
import { sql } from '@payloadcms/db-postgres'
import { auditEntries, clientToken, createAppeal, createStaff, tokenFor } from '../factories.js'
import { files, form } from '../support/files.js'
import { TestSmtpServer } from '../support/smtp.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const smtp = new TestSmtpServer()
beforeAll(() => smtp.start())
afterAll(() => smtp.stop())

const stack = useStack({
  media: true,
  env: () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Agrofund <no-reply@agrofund.test>',
    MAIL_POLL_MS: '100',
    // This file submits and looks up far more than the hourly limits allow; the limits have their own tests.
    RATE_LIMIT_APPEALS_PER_HOUR: '0',
    RATE_LIMIT_APPEAL_LOOKUPS_PER_HOUR: '0',
  }),
})

describeStandardCases(stack, { tag: 'appeals', factory: (payload) => createAppeal(payload) })

const DAY = 24 * 60 * 60 * 1000
let sequence = 0
const address = () => `citizen-${Date.now().toString(36)}-${++sequence}@example.com`
const valid = (extra: Record<string, unknown> = {}) => ({
  full_name: 'Dilnoza Karimova',
  phone: '+998901234567',
  email: null,
  region: 'fergana',
  type: 'complaint',
  subject: 'The leasing contract was not signed',
  message: 'I applied for a tractor lease in March and have had no answer.',
  consent: true,
  ...extra,
})
const submit = (body: Record<string, unknown>, query = '') => stack.api.post(`/api/v1/appeals${query}`, { body })
const submitForm = (fields: Record<string, string>, uploads: Parameters<typeof form>[1]) =>
  fetch(`${stack.url}/api/v1/appeals`, {
    method: 'POST',
    body: form(fields, uploads),
    headers: { accept: 'application/json' },
  })
const asString = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, String(v)]),
  )
const show = (id: number, role: 'operator' | 'admin' | 'super_admin' = 'operator') =>
  stack.api.get(`/api/v1/admin/appeals/${id}`, { token: stack.tokens[role] })
const put = (id: number, body: Record<string, unknown>, role: 'operator' | 'admin' | 'super_admin' = 'operator') =>
  stack.api.put(`/api/v1/admin/appeals/${id}`, { token: stack.tokens[role], body })
const lookup = (code: string, phone: string) =>
  stack.api.get(`/api/v1/appeals/${code}?phone=${encodeURIComponent(phone)}`)
const appealFiles = () => {
  const dir = path.join(stack.server.dataDir, 'appeal-files')
  return existsSync(dir) ? readdirSync(dir) : []
}
const idOf = async (code: string) => {
  const { docs } = await stack.payload.find({
    collection: 'appeals',
    where: { trackingCode: { equals: code } },
    overrideAccess: true,
    depth: 0,
  })
  return Number(docs[0]?.id)
}

describe('POST /api/v1/appeals', () => {
  it('registers the appeal at once: a tracking code, status new, due 15 days after its creation, its history and a receipt mailed in the request language', async () => {
    const email = address()
    const response = await submit(valid({ email }), '?lang=ru')
    expect(response.status).toBe(201)
    expect(Object.keys(response.body.data)).toEqual(['tracking_code', 'status', 'created_at', 'due_at'])
    const { tracking_code, status, created_at, due_at } = response.body.data
    expect(tracking_code).toMatch(TRACKING_CODE)
    expect(tracking_code.slice(1, 3)).toBe(String(new Date(created_at).getUTCFullYear() % 100).padStart(2, '0'))
    expect(status).toBe('new')
    expect(new Date(due_at).getTime() - new Date(created_at).getTime()).toBe(15 * DAY)
    expect(Math.abs(new Date(created_at).getTime() - Date.now())).toBeLessThan(60_000)

    const record = (await show(await idOf(tracking_code))).body.data
    expect(record).toMatchObject({
      tracking_code,
      status: 'new',
      full_name: 'Dilnoza Karimova',
      phone: '+998901234567',
      email,
      region: 'fergana',
      type: 'complaint',
      consent: true,
      attachments: [],
      answer: null,
      answered_at: null,
      assignee_id: null,
      assignee: null,
      internal_note: null,
      due_at,
      extended_at: null,
      extension_reason: null,
      overdue: false,
      language: 'ru',
      created_at,
    })
    expect(record.status_history).toEqual([
      { from: null, to: 'new', user: null, note: null, created_at: expect.any(String) },
    ])

    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe(`Ваше обращение принято: ${tracking_code}`)
    expect(mail.text).toContain('Здравствуйте, Dilnoza Karimova!')
    expect(mail.text).toContain(tracking_code)
    expect(mail.html).toContain('lang="ru"')

    const entries = await auditEntries(stack.payload, 'appeals', record.id)
    expect(entries.map((entry) => [entry.action, entry.user])).toEqual([['created', null]])
  })

  it('answers every broken rule with the contract keys and stores nothing', async () => {
    const before = await stack.payload.count({ collection: 'appeals', overrideAccess: true })
    const empty = await submit({})
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({
      full_name: ['validation.required'],
      phone: ['validation.required'],
      region: ['validation.required'],
      type: ['validation.required'],
      subject: ['validation.required'],
      message: ['validation.required'],
      consent: ['validation.accepted'],
    })
    const wrong = await submit(
      valid({
        phone: '+99890123456',
        email: 'not-mail',
        region: 'moscow',
        type: 'question',
        subject: 's'.repeat(256),
        message: 'm'.repeat(5001),
        consent: false,
        full_name: 'n'.repeat(256),
      }),
    )
    expect(wrong.body.errors).toEqual({
      full_name: ['validation.max'],
      phone: ['validation.regex'],
      email: ['validation.email'],
      region: ['validation.in'],
      type: ['validation.in'],
      subject: ['validation.max'],
      message: ['validation.max'],
      consent: ['validation.accepted'],
    })
    expect((await submit(valid({ consent: 'no' }))).body.errors).toEqual({ consent: ['validation.accepted'] })
    expect((await submit(valid({ consent: 'yes' }))).status).toBe(201)
    expect((await stack.payload.count({ collection: 'appeals', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs + 1,
    )
  })

  it('gives every appeal its own random code', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 8; i++) codes.add((await submit(valid())).body.data.tracking_code)
    expect(codes.size).toBe(8)
    const groups = [...codes].map((code) => code.slice(4))
    // Consecutive codes share nothing that counts up.
    expect(new Set(groups.map((group) => group.slice(0, 2))).size).toBeGreaterThan(1)
  })

  it('takes up to three files as attachments[] (multipart), stored privately, never in the media library', async () => {
    const mediaBefore = readdirSync(stack.mediaDir)
    const response = await submitForm(asString(valid()), [
      { field: 'attachments[]', name: 'contract.pdf', data: files.pdf() },
      { field: 'attachments[]', name: 'field.jpg', data: await files.jpeg(), type: 'image/jpeg' },
    ])
    expect(response.status).toBe(201)
    const { tracking_code } = ((await response.json()) as { data: { tracking_code: string } }).data
    const record = (await show(await idOf(tracking_code))).body.data
    expect(
      record.attachments.map((file: { file_name: string; mime_type: string }) => [file.file_name, file.mime_type]),
    ).toEqual([
      ['contract.pdf', 'application/pdf'],
      ['field.jpg', 'image/jpeg'],
    ])
    for (const file of record.attachments)
      expect(file.url).toMatch(new RegExp(`^${stack.url}/api/appeal-attachments/file/`))
    expect(readdirSync(stack.mediaDir)).toEqual(mediaBefore)
    expect(appealFiles().length).toBeGreaterThanOrEqual(2)

    // Staff download through Payload's file route with their token; the bytes are the citizen's.
    const pdf = await fetch(record.attachments[0].url, {
      headers: { authorization: `Bearer ${stack.tokens.operator}` },
    })
    expect(pdf.status).toBe(200)
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(files.pdf())
    expect(pdf.headers.get('content-security-policy')).toContain('sandbox')
    expect(pdf.headers.get('cache-control')).toContain('no-store')
  })

  it('stores the files 0600 in a 0700 folder: no other local user reads what citizens sent', async () => {
    const response = await submitForm(asString(valid()), [
      { field: 'attachments[]', name: 'passport.pdf', data: files.pdf() },
    ])
    expect(response.status).toBe(201)
    const { tracking_code } = ((await response.json()) as { data: { tracking_code: string } }).data
    const appeal = await stack.payload.findByID({ collection: 'appeals', id: await idOf(tracking_code), depth: 1 })
    const stored = (appeal.attachments as { filename: string }[]).map((file) => file.filename)
    const dir = path.join(stack.server.dataDir, 'appeal-files')
    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8)
    expect(mode(dir)).toBe('700')
    expect(stored.map((name) => mode(path.join(dir, name)))).toEqual(['600'])
  })

  it('refuses a fourth file, an executable and a JSON list of ids, leaving no appeal and no file behind', async () => {
    const before = await stack.payload.count({ collection: 'appeals', overrideAccess: true })
    const filesBefore = appealFiles().length
    const pdf = { field: 'attachments[]', name: 'a.pdf', data: files.pdf() }
    const four = await submitForm(asString(valid()), [pdf, pdf, pdf, pdf])
    expect([four.status, ((await four.json()) as { errors: unknown }).errors]).toEqual([
      422,
      { attachments: ['validation.max'] },
    ])
    const exe = await submitForm(asString(valid()), [
      pdf,
      { field: 'attachments[]', name: 'scan.pdf', data: files.exe() },
    ])
    expect([exe.status, ((await exe.json()) as { errors: unknown }).errors]).toEqual([
      422,
      { 'attachments.1': ['validation.mimes'] },
    ])
    expect((await stack.payload.count({ collection: 'appeals', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
    expect(appealFiles().length).toBe(filesBefore)

    // Ids of files stored for someone else's appeal are not a way to attach them.
    const someone = await stack.payload.find({ collection: 'appeal-attachments', limit: 1, overrideAccess: true })
    const json = await submit(valid({ attachments: [someone.docs[0]?.id ?? 1] }))
    expect(json.status).toBe(201)
    expect((await show(await idOf(json.body.data.tracking_code))).body.data.attachments).toEqual([])
  })
})

describe('GET /api/v1/appeals/{tracking_code}?phone=', () => {
  it('tells the citizen the status with the code and the phone, however they type them, and nothing more', async () => {
    const { tracking_code } = (await submit(valid({ phone: '+998935550011', email: address() }))).body.data
    const response = await lookup(tracking_code, '+998935550011')
    expect(response.status).toBe(200)
    expect(Object.keys(response.body.data)).toEqual([
      'tracking_code',
      'status',
      'created_at',
      'due_at',
      'answered_at',
      'answer',
    ])
    expect(response.body.data).toMatchObject({ tracking_code, status: 'new', answered_at: null, answer: null })
    // A `+` left unescaped in a URL arrives as a space; digits may be grouped; the code may be typed in lower case.
    const raw = await stack.api.get(`/api/v1/appeals/${tracking_code.toLowerCase()}?phone=+998 93 555 00 11`)
    expect([raw.status, raw.body.data?.tracking_code]).toEqual([200, tracking_code])

    // A draft answer is not the answer until the appeal is answered.
    const id = await idOf(tracking_code)
    expect((await put(id, { status: 'in_progress', answer: 'Draft: the contract is being prepared.' })).status).toBe(
      200,
    )
    expect((await lookup(tracking_code, '+998935550011')).body.data).toMatchObject({
      status: 'in_progress',
      answer: null,
    })
    expect((await put(id, { status: 'answered', answer: 'Your contract is ready to be signed.' })).status).toBe(200)
    const answered = (await lookup(tracking_code, '+998935550011')).body.data
    expect(answered).toMatchObject({ status: 'answered', answer: 'Your contract is ready to be signed.' })
    expect(new Date(answered.answered_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('answers a wrong phone exactly as an unknown code: 404', async () => {
    const { tracking_code } = (await submit(valid({ phone: '+998935550022' }))).body.data
    const wrongPhone = await lookup(tracking_code, '+998935550023')
    const unknown = await lookup('A26-2222-2222', '+998935550022')
    const notACode = await lookup('A26-0000-OOOO', '+998935550022')
    for (const response of [wrongPhone, unknown, notACode])
      expect([response.status, response.body]).toEqual([404, { message: 'Not found.' }])
  })

  it('needs the phone: 422', async () => {
    const { tracking_code } = (await submit(valid())).body.data
    expect((await stack.api.get(`/api/v1/appeals/${tracking_code}`)).body).toEqual({
      message: 'validation.required',
      errors: { phone: ['validation.required'] },
    })
    expect(
      (await stack.api.get(`/api/v1/appeals/${tracking_code}?phone=%2B998901234567&phone=%2B998901234568`)).body.errors,
    ).toEqual({ phone: ['validation.string'] })
  })
})

describe('GET /api/v1/admin/appeals', () => {
  it('lists every field the handlers need, newest first, filtered by status, type, region, assignee, overdue and search', async () => {
    const operator = await createStaff(stack.payload, 'operator', { name: 'Olim Operatorov' })
    const tag = `Tractor ${Date.now()}`
    const late = await createAppeal(
      stack.payload,
      { subject: `${tag} late`, region: 'navoi', type: 'proposal' },
      new Date(Date.now() - 20 * DAY),
    )
    const fresh = await createAppeal(stack.payload, {
      subject: `${tag} fresh`,
      region: 'navoi',
      assignee: operator.user.id,
    })
    const done = await createAppeal(
      stack.payload,
      { subject: `${tag} done`, region: 'navoi' },
      new Date(Date.now() - 30 * DAY),
    )
    expect((await put(Number(done.id), { status: 'rejected', answer: 'Outside the fund’s remit.' })).status).toBe(200)

    const list = async (query: string) => {
      const response = await stack.api.get(`/api/v1/admin/appeals?filter[search]=${encodeURIComponent(tag)}&${query}`, {
        token: stack.tokens.operator,
      })
      expect(response.status).toBe(200)
      return response.body.data.map((row: { id: number }) => row.id)
    }
    expect(await list('')).toEqual([fresh.id, late.id, done.id])
    expect(await list('sort=due_at')).toEqual([done.id, late.id, fresh.id])
    expect(await list('filter[overdue]=true')).toEqual([late.id])
    expect(await list('filter[overdue]=false')).toEqual([fresh.id, done.id])
    expect(await list('filter[status]=rejected')).toEqual([done.id])
    expect(await list('filter[status]=new&filter[type]=proposal')).toEqual([late.id])
    expect(await list(`filter[assignee_id]=${operator.user.id}`)).toEqual([fresh.id])
    expect(await list('filter[region]=andijan')).toEqual([])
    expect(await list(`filter[search]=${late.trackingCode}`)).toEqual([late.id])

    const rows = (
      await stack.api.get(`/api/v1/admin/appeals?filter[search]=${encodeURIComponent(tag)}`, {
        token: stack.tokens.admin,
      })
    ).body.data
    expect(Object.keys(rows[0])).toEqual([
      'id',
      'tracking_code',
      'status',
      'full_name',
      'phone',
      'email',
      'region',
      'type',
      'subject',
      'message',
      'consent',
      'attachments',
      'answer',
      'answered_at',
      'assignee_id',
      'assignee',
      'internal_note',
      'due_at',
      'extension_reason',
      'extended_at',
      'overdue',
      'language',
      'status_history',
      'created_at',
      'updated_at',
    ])
    expect(rows[0]).toMatchObject({
      id: fresh.id,
      assignee_id: operator.user.id,
      assignee: { id: operator.user.id, name: 'Olim Operatorov' },
      overdue: false,
    })
    expect(rows[1]).toMatchObject({ id: late.id, overdue: true })
  })
})

describe('PUT /api/v1/admin/appeals/{appeal_id}: the workflow', () => {
  it('moves new → in progress → answered, with an assignee and a note, keeping the history, auditing each move as status_changed and mailing the answer', async () => {
    const email = address()
    const { tracking_code } = (await submit(valid({ email }), '?lang=en')).body.data
    const id = await idOf(tracking_code)
    const operator = await createStaff(stack.payload, 'operator', { name: 'Nodira Operator' })
    const token = await tokenFor(stack.api, operator)

    const taken = await stack.api.put(`/api/v1/admin/appeals/${id}`, {
      token,
      body: { status: 'in_progress', assignee_id: operator.user.id, internal_note: 'Called the citizen.' },
    })
    expect(taken.status).toBe(200)
    expect(taken.body.data).toMatchObject({
      status: 'in_progress',
      assignee: { id: operator.user.id, name: 'Nodira Operator' },
      internal_note: 'Called the citizen.',
    })

    const withoutAnswer = await stack.api.put(`/api/v1/admin/appeals/${id}`, { token, body: { status: 'answered' } })
    expect([withoutAnswer.status, withoutAnswer.body.errors]).toEqual([422, { answer: ['validation.required_if'] }])

    const answered = await stack.api.put(`/api/v1/admin/appeals/${id}`, {
      token,
      body: { status: 'answered', answer: 'The lease contract is signed; collect it at the regional branch.' },
    })
    expect(answered.status).toBe(200)
    expect(answered.body.data).toMatchObject({ status: 'answered', overdue: false })
    expect(
      answered.body.data.status_history.map((row: { from: string; to: string; user: unknown; note: unknown }) => [
        row.from,
        row.to,
        row.user,
        row.note,
      ]),
    ).toEqual([
      [null, 'new', null, null],
      ['new', 'in_progress', { id: operator.user.id, name: 'Nodira Operator' }, 'Called the citizen.'],
      ['in_progress', 'answered', { id: operator.user.id, name: 'Nodira Operator' }, null],
    ])

    const entries = await auditEntries(stack.payload, 'appeals', id)
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'status_changed', 'status_changed'])
    expect(entries[1].changes.status).toEqual({ old: 'new', new: 'in_progress' })
    expect(entries[2].changes.status).toEqual({ old: 'in_progress', new: 'answered' })
    expect(entries[2].user).toMatchObject({ id: operator.user.id })

    const mail = await smtp.waitFor(email, (m) => m.subject.startsWith('Answer'))
    expect(mail.subject).toBe(`Answer to your appeal: ${tracking_code}`)
    expect(mail.text).toContain('The lease contract is signed; collect it at the regional branch.')

    // Finished is final.
    const back = await stack.api.put(`/api/v1/admin/appeals/${id}`, { token, body: { status: 'in_progress' } })
    expect([back.status, back.body.errors]).toEqual([422, { status: ['validation.in'] }])
  })

  it('refuses moves the workflow does not have, and accepts a status sent unchanged', async () => {
    const appeal = await createAppeal(stack.payload)
    const id = Number(appeal.id)
    expect((await put(id, { status: 'new', internal_note: 'Unchanged status, new note' })).status).toBe(200)
    expect((await put(id, { status: 'in_progress' })).status).toBe(200)
    expect((await put(id, { status: 'new' })).body.errors).toEqual({ status: ['validation.in'] })
    expect((await put(id, { status: 'closed' })).body.errors).toEqual({ status: ['validation.in'] })
    expect((await put(id, { status: 'rejected', answer: '   ' })).body.errors).toEqual({
      answer: ['validation.required_if'],
    })
  })

  it('rejects straight from new with an answer, mailed; an appeal without an email gets no mail', async () => {
    const email = address()
    const { tracking_code } = (await submit(valid({ email }))).body.data
    const rejected = await put(await idOf(tracking_code), {
      status: 'rejected',
      answer: 'Ariza jamg‘arma vakolatiga kirmaydi.',
    })
    expect(rejected.status).toBe(200)
    const mail = await smtp.waitFor(email, (m) => m.subject.includes('qaror'))
    expect(mail.subject).toBe(`Murojaatingiz bo'yicha qaror: ${tracking_code}`)
    expect(mail.text).toContain('Ariza jamg‘arma vakolatiga kirmaydi.')

    const silent = await createAppeal(stack.payload, { email: null })
    const outbox = async () =>
      Number((await stack.payload.db.drizzle.execute(sql`select count(*) as n from mail_outbox`)).rows[0].n)
    const before = await outbox()
    expect((await put(Number(silent.id), { status: 'answered', answer: 'Done.' })).status).toBe(200)
    expect(await outbox()).toBe(before)
  })

  it('extends the term once, later, by at most 30 days, with a reason the citizen is mailed', async () => {
    const email = address()
    const { tracking_code, due_at } = (await submit(valid({ email }), '?lang=ru')).body.data
    const id = await idOf(tracking_code)
    const later = (days: number) => new Date(new Date(due_at).getTime() + days * DAY).toISOString()

    expect((await put(id, { due_at: later(20) })).body.errors).toEqual({ extension_reason: ['validation.required_if'] })
    expect((await put(id, { due_at: later(31), extension_reason: 'Extra study' })).body.errors).toEqual({
      due_at: ['validation.max'],
    })
    expect((await put(id, { due_at: later(-1), extension_reason: 'Extra study' })).body.errors).toEqual({
      due_at: ['validation.min'],
    })
    expect((await put(id, { due_at: 'soon', extension_reason: 'Extra study' })).body.errors).toEqual({
      due_at: ['validation.date'],
    })

    const extended = await put(id, {
      due_at: later(30),
      extension_reason: 'A field inspection of the orchard is needed.',
    })
    expect(extended.status).toBe(200)
    expect(extended.body.data).toMatchObject({
      due_at: later(30),
      extension_reason: 'A field inspection of the orchard is needed.',
    })
    expect(new Date(extended.body.data.extended_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const mail = await smtp.waitFor(email, (m) => m.subject.startsWith('Срок'))
    expect(mail.subject).toBe(`Срок рассмотрения обращения продлён: ${tracking_code}`)
    expect(mail.text).toContain('A field inspection of the orchard is needed.')

    expect((await put(id, { due_at: later(31), extension_reason: 'Once more' })).body.errors).toEqual({
      due_at: ['validation.in'],
    })
    // The same due date sent back is no extension.
    expect((await put(id, { due_at: later(30), internal_note: 'n' })).status).toBe(200)
  })

  it('assigns only active staff who work appeals', async () => {
    const appeal = await createAppeal(stack.payload)
    const editor = await createStaff(stack.payload, 'editor')
    const retired = await createStaff(stack.payload, 'operator', { status: '0' })
    for (const assignee of [editor.user.id, retired.user.id, 99999999]) {
      expect((await put(Number(appeal.id), { assignee_id: assignee })).body.errors).toEqual({
        assignee_id: ['validation.exists'],
      })
    }
    const admin = await createStaff(stack.payload, 'admin', { name: 'Akmal Admin' })
    expect((await put(Number(appeal.id), { assignee_id: admin.user.id })).body.data.assignee).toEqual({
      id: admin.user.id,
      name: 'Akmal Admin',
    })
    expect((await put(Number(appeal.id), { assignee_id: null })).body.data.assignee).toBeNull()
  })

  it('never changes what the citizen submitted, nor the code', async () => {
    const appeal = await createAppeal(stack.payload)
    const response = await put(Number(appeal.id), {
      tracking_code: 'A26-2222-2222',
      full_name: 'Someone else',
      message: 'Changed',
      phone: '+998000000000',
      created_at: '2020-01-01T00:00:00Z',
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      tracking_code: appeal.trackingCode,
      full_name: 'Aziz Karimov',
      message: appeal.message,
      phone: '+998901234567',
      created_at: appeal.createdAt,
    })
  })
})

describe('privacy: appeals and their files reach only super admins, admins and operators, through every interface', () => {
  it('keeps Payload’s REST API, the file route and /media closed to anonymous callers, citizens and editors', async () => {
    const response = await submitForm(asString(valid()), [
      { field: 'attachments[]', name: 'passport.pdf', data: files.pdf() },
    ])
    const { tracking_code } = ((await response.json()) as { data: { tracking_code: string } }).data
    const id = await idOf(tracking_code)
    const record = (await show(id)).body.data
    const file = record.attachments[0]
    const filename = decodeURIComponent(file.url.split('/').pop())
    const citizen = await clientToken(stack.payload, stack.api)

    const as = (token?: string) => (token ? { headers: { authorization: `JWT ${token}` } } : {})
    for (const token of [undefined, stack.tokens.editor, citizen]) {
      for (const url of [
        `/api/appeals/${id}`,
        `/api/appeal-attachments/${file.id}`,
        `/api/appeal-attachments/file/${encodeURIComponent(filename)}`,
      ]) {
        const answer = await stack.api.get(url, as(token))
        expect([403, 404], `${url} as ${token === citizen ? 'a citizen' : token ? 'editor' : 'anonymous'}`).toContain(
          answer.status,
        )
        expect(answer.text).not.toContain('Karimova')
      }
      for (const url of ['/api/appeals', '/api/appeal-attachments', '/api/appeal-status-changes']) {
        const answer = await stack.api.get(url, as(token))
        expect(answer.status === 403 || answer.body?.docs?.length === 0, `${url}: ${answer.status}`).toBe(true)
      }
      const asApi = await stack.api.get(`/api/v1/admin/appeals/${id}`, { token })
      expect([401, 403]).toContain(asApi.status)
    }
    expect((await stack.api.get(`/media/${encodeURIComponent(filename)}`)).status).toBe(404)
    expect((await stack.api.get(`/media/${encodeURIComponent(filename)}`, as(stack.tokens.editor))).status).toBe(404)
    // Staff who work appeals open them through Payload's REST too.
    expect((await stack.api.get(`/api/appeals/${id}`, as(stack.tokens.operator))).body.trackingCode).toBe(tracking_code)
    expect(
      (await fetch(`${stack.url}/api/appeal-attachments/file/${encodeURIComponent(filename)}`, as(stack.tokens.admin)))
        .status,
    ).toBe(200)
  })

  it('lets nobody create an appeal or write its history through Payload’s REST, and holds the workflow there too', async () => {
    const appeal = await createAppeal(stack.payload)
    const post = (url: string, token: string | undefined, body: unknown) =>
      stack.api.post(url, { body, ...(token ? { headers: { authorization: `JWT ${token}` } } : {}) })
    for (const token of [undefined, stack.tokens.admin, stack.tokens.super_admin]) {
      expect(
        (
          await post('/api/appeals', token, {
            fullName: 'X',
            phone: '+998901234567',
            region: 'navoi',
            type: 'application',
            subject: 's',
            message: 'm',
          })
        ).status,
      ).toBe(403)
      expect(
        (await post('/api/appeal-status-changes', token, { appeal: appeal.id, toStatus: 'answered' })).status,
      ).toBe(403)
    }
    const history = await stack.payload.find({
      collection: 'appeal-status-changes',
      where: { appeal: { equals: appeal.id } },
      overrideAccess: true,
    })
    const deleteHistory = await stack.api.delete(`/api/appeal-status-changes/${history.docs[0].id}`, {
      headers: { authorization: `JWT ${stack.tokens.super_admin}` },
    })
    expect(deleteHistory.status).toBe(403)

    const skip = await stack.api.patch(`/api/appeals/${appeal.id}`, {
      body: { status: 'answered' },
      headers: { authorization: `JWT ${stack.tokens.admin}` },
    })
    expect(skip.status).toBe(400)
    expect(skip.text).toContain('answer')
    const fine = await stack.api.patch(`/api/appeals/${appeal.id}`, {
      body: { status: 'in_progress', fullName: 'Changed' },
      headers: { authorization: `JWT ${stack.tokens.operator}` },
    })
    expect(fine.status).toBe(200)
    expect(fine.body.doc).toMatchObject({ status: 'in_progress', fullName: 'Aziz Karimov' })
    expect((await auditEntries(stack.payload, 'appeals', Number(appeal.id))).map((entry) => entry.action)).toEqual([
      'status_changed',
    ])
  })
})
