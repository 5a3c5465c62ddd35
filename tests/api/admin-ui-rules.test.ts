import { beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createStaff, tokenFor } from '../factories.js'
import { useStack } from '../support/stack.js'

/**
 * The rules the admin UI obeys, checked through Payload's own REST API (the admin UI saves through the same
 * operations and hooks): a required translation ends up in Uzbek whatever locale is edited, a restore keeps the
 * translations its version predates and is audited per field, the audit trail's search, and idempotent logout.
 */
const stack = useStack({ tokens: false })
let editor: { token: string; email: string; user: { id: number } }
let admin: { token: string }

beforeAll(async () => {
  const staff = await createStaff(stack.payload, 'editor', { name: 'Dilnoza Editor' })
  editor = { token: await tokenFor(stack.api, staff), email: staff.email, user: staff.user as { id: number } }
  admin = { token: await tokenFor(stack.api, await createStaff(stack.payload, 'admin')) }
})

const jwt = (token: string) => ({ token, headers: { authorization: `JWT ${token}` } })
let sequence = 0
const slug = () => `ui-rules-${Date.now().toString(36)}-${++sequence}`
const program = (extra: Record<string, unknown> = {}) => ({
  slug: slug(),
  kind: 'credit',
  sector: 'cotton',
  status: '1',
  sortOrder: 0,
  ...extra,
})

describe('a required localized field', () => {
  it('refuses a record created in Russian with no Uzbek title, with the error on the title', async () => {
    const response = await stack.api.post('/api/programs?locale=ru', {
      ...jwt(editor.token),
      body: program({ title: 'Только по-русски' }),
    })
    expect(response.status).toBe(400)
    const errors = response.body.errors[0].data.errors as { path: string; message: string }[]
    expect(errors.map((e) => e.path)).toEqual(['title'])
    expect(await stack.payload.count({ collection: 'programs', where: { slug: { like: 'ui-rules' } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('accepts a Russian title once the Uzbek one is stored, and keeps both', async () => {
    const created = await stack.api.post('/api/programs?locale=uz', {
      ...jwt(editor.token),
      body: program({ title: "O'zbekcha nomi" }),
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    const updated = await stack.api.patch(`/api/programs/${id}?locale=ru`, {
      ...jwt(editor.token),
      body: { title: 'Русское название' },
    })
    expect(updated.status).toBe(200)
    const stored = await stack.payload.findByID({ collection: 'programs', id, locale: 'all' as never, depth: 0 })
    expect(stored.title).toEqual({ uz: "O'zbekcha nomi", ru: 'Русское название' })
  })

  it('refuses clearing the Uzbek title, and the public API never sees a null title', async () => {
    const created = await stack.api.post('/api/programs?locale=uz', {
      ...jwt(editor.token),
      body: program({ title: 'Nomi bor' }),
    })
    const id = created.body.doc.id
    const cleared = await stack.api.patch(`/api/programs/${id}?locale=uz`, {
      ...jwt(editor.token),
      body: { title: '  ' },
    })
    expect(cleared.status).toBe(400)
    const pub = await stack.api.get(`/api/v1/programs/${created.body.doc.slug}?lang=ru`)
    expect(pub.status).toBe(200)
    expect(pub.body.data.title).toBe('Nomi bor')
  })

  it('answers in the interface language of the caller', async () => {
    const response = await stack.api.post('/api/programs?locale=ru', {
      ...jwt(editor.token),
      body: program({ title: 'x' }),
      headers: { authorization: `JWT ${editor.token}`, 'accept-language': 'ru-RU,ru;q=0.9' },
    })
    expect(response.body.errors[0].data.errors[0].message).toMatch(/Сначала заполните/)
  })
})

describe('restoring a version', () => {
  it('keeps the translations the version predates, records who saved each version, and audits the restore per field', async () => {
    const created = await stack.api.post('/api/programs?locale=uz', {
      ...jwt(editor.token),
      body: program({ title: 'Birinchi', summary: 'Qisqa' }),
    })
    const id = created.body.doc.id as number
    await stack.api.patch(`/api/programs/${id}?locale=uz`, { ...jwt(editor.token), body: { title: 'Ikkinchi' } })
    await stack.api.patch(`/api/programs/${id}?locale=ru`, {
      ...jwt(editor.token),
      body: { title: 'Второй', summary: 'Кратко' },
    })

    const versions = await stack.payload.findVersions({
      collection: 'programs',
      where: { parent: { equals: id } },
      sort: 'createdAt',
      locale: 'all' as never,
      showHiddenFields: true,
      depth: 0,
    })
    expect(versions.docs).toHaveLength(3)
    for (const version of versions.docs)
      expect((version.version as { lastEditedBy?: string }).lastEditedBy).toBe(`Dilnoza Editor <${editor.email}>`)
    const first = versions.docs[0]
    expect((first.version as { title: unknown }).title).toEqual({ uz: 'Birinchi' })

    const restored = await stack.api.post(`/api/programs/versions/${first.id}`, jwt(editor.token))
    expect(restored.status).toBe(200)

    const stored = await stack.payload.findByID({ collection: 'programs', id, locale: 'all' as never, depth: 0 })
    expect(stored.title).toMatchObject({ uz: 'Birinchi', ru: 'Второй' })
    expect(stored.summary).toMatchObject({ uz: 'Qisqa', ru: 'Кратко' })

    const entries = await auditEntries(stack.payload, 'programs', id)
    const restore = entries[entries.length - 1]
    expect(restore.action).toBe('updated')
    expect(restore.changes).toEqual({ 'title.uz': { old: 'Ikkinchi', new: 'Birinchi' } })
  })

  it('of the citizen-reception global keeps its translations too (Payload restores a global without field hooks), and audits each write per locale without fallbacks', async () => {
    const write = (locale: string, body: Record<string, unknown>) =>
      stack.api.post(`/api/globals/citizen-reception?locale=${locale}`, { ...jwt(editor.token), body })
    expect((await write('uz', { address: 'Toshkent, 1-uy', workingHours: '9:00-18:00' })).status).toBe(200)
    const {
      docs: [first],
    } = await stack.payload.findGlobalVersions({ slug: 'citizen-reception', sort: '-updatedAt', limit: 1, depth: 0 })
    expect((await write('ru', { address: 'Ташкент, дом 1' })).status).toBe(200)
    expect((await write('uz', { address: 'Toshkent, 2-uy' })).status).toBe(200)

    const restored = await stack.api.post(
      `/api/globals/citizen-reception/versions/${first.id}?locale=uz`,
      jwt(editor.token),
    )
    expect(restored.status).toBe(200)

    const stored = (await stack.payload.findGlobal({
      slug: 'citizen-reception',
      locale: 'all' as never,
      depth: 0,
    })) as { address: unknown }
    expect(stored.address).toMatchObject({ uz: 'Toshkent, 1-uy', ru: 'Ташкент, дом 1' })
    for (const lang of ['uz', 'ru'] as const) {
      const response = await stack.api.get(`/api/v1/citizen-reception?lang=${lang}`)
      expect(response.body.data.address).toBe(lang === 'uz' ? 'Toshkent, 1-uy' : 'Ташкент, дом 1')
    }
    // The version the restore made holds what the global now holds, so restoring it later brings the same back.
    const {
      docs: [latest],
    } = await stack.payload.findGlobalVersions({
      slug: 'citizen-reception',
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      locale: 'all' as never,
    })
    expect((latest.version as { address: unknown }).address).toMatchObject({
      uz: 'Toshkent, 1-uy',
      ru: 'Ташкент, дом 1',
    })

    const entries = await auditEntries(stack.payload, 'citizen-reception')
    const [translate, retitle, restore] = entries.slice(-3).map((entry) => entry.changes)
    // Written in Russian: the Russian address is new (not "changed from the Uzbek one it fell back to").
    // Nor does the Uzbek working time, left out of that write, become the Russian one.
    expect(translate).toEqual({ 'address.ru': { old: null, new: 'Ташкент, дом 1' } })
    expect(retitle).toEqual({ 'address.uz': { old: 'Toshkent, 1-uy', new: 'Toshkent, 2-uy' } })
    expect(restore).toEqual({ 'address.uz': { old: 'Toshkent, 2-uy', new: 'Toshkent, 1-uy' } })
  })
})

describe('searching the audit trail', () => {
  const actionsOf = (body: { docs: { action: string }[] }) => [...new Set(body.docs.map((doc) => doc.action))]

  it('finds entries by a part of an action code or label, in any interface language, instead of failing', async () => {
    const byCode = await stack.api.get('/api/audit-logs?where[action][like]=updat&limit=100', jwt(admin.token))
    expect(byCode.status).toBe(200)
    expect(byCode.body.docs.length).toBeGreaterThan(0)
    expect(actionsOf(byCode.body)).toEqual(['updated'])

    const byRussianLabel = await stack.api.get(
      `/api/audit-logs?where[action][like]=${encodeURIComponent('вход')}&limit=100`,
      jwt(admin.token),
    )
    expect(byRussianLabel.status).toBe(200)
    expect(actionsOf(byRussianLabel.body).sort()).toEqual(['login'])

    const nothing = await stack.api.get('/api/audit-logs?where[action][like]=zzzz', jwt(admin.token))
    expect(nothing.status).toBe(200)
    expect(nothing.body.totalDocs).toBe(0)
  })

  it("finds entries by the resource's label as well as its slug, inside the admin UI's or-search", async () => {
    const query = (term: string) =>
      `where[or][0][resource][like]=${encodeURIComponent(term)}&where[or][1][userEmail][like]=${encodeURIComponent(term)}&where[or][2][action][like]=${encodeURIComponent(term)}&limit=100`
    const byLabel = await stack.api.get(`/api/audit-logs?${query('Financing prog')}`, jwt(admin.token))
    expect(byLabel.status).toBe(200)
    expect(byLabel.body.docs.length).toBeGreaterThan(0)
    expect(new Set(byLabel.body.docs.map((doc: { resource: string }) => doc.resource))).toEqual(new Set(['programs']))
    const byEmail = await stack.api.get(`/api/audit-logs?${query(editor.email)}`, jwt(admin.token))
    expect(byEmail.body.docs.every((doc: { userEmail: string }) => doc.userEmail === editor.email)).toBe(true)
  })

  it('stays closed to editors', async () => {
    expect((await stack.api.get('/api/audit-logs?where[action][like]=updat', jwt(editor.token))).status).toBe(403)
  })
})

describe('logging out', () => {
  it('is idempotent: two at once and one more after all answer 200, and the trail has one logout', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const token = await tokenFor(stack.api, staff)
    const both = await Promise.all([
      stack.api.post('/api/users/logout', jwt(token)),
      stack.api.post('/api/users/logout', jwt(token)),
    ])
    expect(both.map((r) => r.status)).toEqual([200, 200])
    expect((await stack.api.post('/api/users/logout', jwt(token))).status).toBe(200)
    const logouts = (await auditEntries(stack.payload, 'users', staff.user.id as number)).filter(
      (entry) => entry.action === 'logout',
    )
    expect(logouts).toHaveLength(1)
    expect((await stack.api.get('/api/users/me', jwt(token))).body.user).toBeNull()
  })
})
