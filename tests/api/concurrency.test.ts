import { describe, expect, it } from 'vitest'
import { auditEntries, createProgram, createStaff } from '../factories.js'
import { useStack } from '../support/stack.js'

/**
 * Optimistic concurrency (README, "Concurrent edits"): admin reads name the record's version in `ETag`; a write that
 * sends it back as `If-Match` is refused with a 412 once someone saved the record since, on /api/v1 and on Payload's
 * REST API alike. Without the header, writes behave as before.
 */
const stack = useStack()

const jwt = (token: string, extra: Record<string, string> = {}) => ({
  headers: { authorization: `JWT ${token}`, ...extra },
})

const storedTitle = async (id: number) =>
  ((await stack.payload.findByID({ collection: 'programs', id, locale: 'all', depth: 0 })) as { title: unknown }).title

describe('If-Match on /api/v1 admin writes', () => {
  it('names the version in ETag on show, create and update, and the tag changes with every save', async () => {
    const program = await createProgram(stack.payload)
    const shown = await stack.api.get(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor })
    expect(shown.status).toBe(200)
    const first = shown.headers.get('etag')
    expect(first).toMatch(new RegExp(`^"${program.id}-[0-9a-z]+"$`))
    const updated = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.editor,
      headers: { 'if-match': first! },
      body: { sort_order: 3 },
    })
    expect(updated.status).toBe(200)
    const second = updated.headers.get('etag')
    expect(second).toMatch(/^"\d+-[0-9a-z]+"$/)
    expect(second).not.toBe(first)
    const again = await stack.api.get(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor })
    expect(again.headers.get('etag')).toBe(second)
  })

  it('refuses a write based on a stale read with 412, the current tag, and changes nothing', async () => {
    const program = await createProgram(stack.payload, { title: { uz: 'Boshlang‘ich', ru: 'Начальное' } })
    const read = await stack.api.get(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor })
    const stale = read.headers.get('etag')!
    // Someone else saves first (another tab, another editor).
    const other = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.admin,
      body: { title: { ru: 'Чужое' } },
    })
    expect(other.status).toBe(200)
    const before = await auditEntries(stack.payload, 'programs', program.id)

    const refused = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.editor,
      headers: { 'if-match': stale },
      body: { title: { uz: 'Mening' } },
    })
    expect(refused.status).toBe(412)
    expect(refused.body).toEqual({ message: 'Precondition Failed.' })
    expect(refused.headers.get('etag')).toBe(other.headers.get('etag'))
    expect(await storedTitle(program.id)).toMatchObject({ uz: 'Boshlang‘ich', ru: 'Чужое' })
    expect(await auditEntries(stack.payload, 'programs', program.id)).toHaveLength(before.length)

    // With the current tag the same write goes through: the client read again and decided.
    const knowingly = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.editor,
      headers: { 'if-match': other.headers.get('etag')! },
      body: { title: { uz: 'Mening' } },
    })
    expect(knowingly.status).toBe(200)
    expect(await storedTitle(program.id)).toMatchObject({ uz: 'Mening', ru: 'Чужое' })
  })

  it('refuses a stale delete with 412 and keeps the record; `*` and a current tag delete', async () => {
    const program = await createProgram(stack.payload)
    const read = await stack.api.get(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor })
    await stack.api.put(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor, body: { sort_order: 9 } })
    const refused = await stack.api.delete(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.editor,
      headers: { 'if-match': read.headers.get('etag')! },
    })
    expect(refused.status).toBe(412)
    expect(await stack.payload.count({ collection: 'programs', where: { id: { equals: program.id } } })).toMatchObject({
      totalDocs: 1,
    })
    const deleted = await stack.api.delete(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.editor,
      headers: { 'if-match': '*' },
    })
    expect(deleted.status).toBe(204)
  })

  it('treats a weak or malformed tag as not matching, and no header as before', async () => {
    const program = await createProgram(stack.payload)
    const read = await stack.api.get(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor })
    const tag = read.headers.get('etag')!
    for (const header of [`W/${tag}`, 'garbage', '""', tag.replace(/"/g, '')]) {
      const response = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
        token: stack.tokens.editor,
        headers: { 'if-match': header },
        body: { sort_order: 1 },
      })
      expect(response.status, header).toBe(412)
    }
    const listed = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.editor,
      headers: { 'if-match': `"nope", ${tag}` },
      body: { sort_order: 2 },
    })
    expect(listed.status).toBe(200)
    const plain = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.editor,
      body: { sort_order: 4 },
    })
    expect(plain.status).toBe(200)
  })

  it('checks the caller and the record before the version: 401, 403 and 404 stay what they were', async () => {
    const program = await createProgram(stack.payload)
    const headers = { 'if-match': '*' }
    expect(
      (await stack.api.put(`/api/v1/admin/programs/${program.id}`, { headers, body: { sort_order: 1 } })).status,
    ).toBe(401)
    expect(
      (
        await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
          token: stack.tokens.operator,
          headers,
          body: { sort_order: 1 },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await stack.api.put('/api/v1/admin/programs/2147483000', {
          token: stack.tokens.editor,
          headers,
          body: { sort_order: 1 },
        })
      ).status,
    ).toBe(404)
  })

  it('lets one of two writers based on the same read win, and refuses the other', async () => {
    const program = await createProgram(stack.payload)
    const read = await stack.api.get(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor })
    const tag = read.headers.get('etag')!
    const answers = await Promise.all(
      [5, 6, 7, 8].map((order) =>
        stack.api.put(`/api/v1/admin/programs/${program.id}`, {
          token: stack.tokens.editor,
          headers: { 'if-match': tag },
          body: { sort_order: order },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412, 412, 412])
  })
})

describe('If-Match on Payload REST (/api/<collection>/:id)', () => {
  it('names the version in ETag and refuses a stale PATCH with 412 in Payload’s error shape', async () => {
    const editor = await createStaff(stack.payload, 'editor')
    const token = await restToken(editor)
    const program = await createProgram(stack.payload, { sortOrder: 1 })
    const read = await stack.api.get(`/api/programs/${program.id}?depth=0`, jwt(token))
    expect(read.status).toBe(200)
    const tag = read.headers.get('etag')!
    expect(tag).toMatch(new RegExp(`^"${program.id}-`))
    await stack.payload.update({ collection: 'programs', id: program.id, data: { sortOrder: 2 } })

    const refused = await stack.api.patch(`/api/programs/${program.id}`, {
      ...jwt(token, { 'if-match': tag }),
      body: { sortOrder: 3 },
    })
    expect(refused.status).toBe(412)
    expect(refused.body.errors[0].message).toMatch(/\S/)
    expect(
      ((await stack.payload.findByID({ collection: 'programs', id: program.id })) as { sortOrder: number }).sortOrder,
    ).toBe(2)

    const fresh = (await stack.api.get(`/api/programs/${program.id}`, jwt(token))).headers.get('etag')!
    const accepted = await stack.api.patch(`/api/programs/${program.id}`, {
      ...jwt(token, { 'if-match': fresh }),
      body: { sortOrder: 3 },
    })
    expect(accepted.status).toBe(200)
    const unconditional = await stack.api.patch(`/api/programs/${program.id}`, {
      ...jwt(token),
      body: { sortOrder: 4 },
    })
    expect(unconditional.status).toBe(200)
  })

  it('refuses the admin UI’s form save that names a stale version, in the editor’s language', async () => {
    const editor = await createStaff(stack.payload, 'editor')
    const token = await restToken(editor)
    const program = await createProgram(stack.payload, { sortOrder: 1 })
    const stale = (await stack.api.get(`/api/programs/${program.id}`, jwt(token))).headers.get('etag')!
    await stack.payload.update({ collection: 'programs', id: program.id, data: { sortOrder: 2 } })
    const refused = await stack.api.patch(`/api/programs/${program.id}`, {
      ...jwt(token, { 'accept-language': 'uz' }),
      body: { sortOrder: 5, _ifMatch: stale },
    })
    expect(refused.status).toBe(412)
    expect(refused.body.errors[0].message).toContain('boshqa kishi saqladi')
    const fresh = (await stack.api.get(`/api/programs/${program.id}`, jwt(token))).headers.get('etag')!
    const saved = await stack.api.patch(`/api/programs/${program.id}`, {
      ...jwt(token),
      body: { sortOrder: 5, _ifMatch: fresh },
    })
    expect(saved.status).toBe(200)
  })

  it('tells who saved the current version, for a record the caller may read (latest-change)', async () => {
    const editor = await createStaff(stack.payload, 'editor')
    const token = await restToken(editor)
    const program = await createProgram(stack.payload)
    await stack.api.put(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.admin, body: { sort_order: 8 } })
    const response = await stack.api.get(`/api/programs/${program.id}/latest-change?locale=uz`, jwt(token))
    expect(response.status).toBe(200)
    const current = (await stack.api.get(`/api/programs/${program.id}`, jwt(token))).headers.get('etag')
    expect(response.body).toMatchObject({ etag: current, doc: { id: program.id, sortOrder: 8 } })
    expect(response.body.editor).toMatch(/@example\.com/)
    expect((await stack.api.get(`/api/programs/${program.id}/latest-change`)).status).toBe(401)
    expect((await stack.api.get(`/api/programs/2147483000/latest-change`, jwt(token))).status).toBe(404)
    expect((await stack.api.get(`/api/audit-logs/1/latest-change`, jwt(token))).status).toBe(404)
  })
})

describe('a save refused by another editor’s lock (Payload REST)', () => {
  it('answers 423 in the editor’s language, and changes nothing', async () => {
    const holder = await createStaff(stack.payload, 'editor')
    const editor = await createStaff(stack.payload, 'editor')
    const token = await restToken(editor)
    const program = await createProgram(stack.payload, { sortOrder: 1 })
    await stack.payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'programs', value: program.id },
        user: { relationTo: 'users', value: holder.user.id },
      },
    })
    const refused = await stack.api.patch(`/api/programs/${program.id}`, {
      ...jwt(token, { 'accept-language': 'uz' }),
      body: { sortOrder: 2 },
    })
    expect(refused.status).toBe(423)
    expect(refused.body.errors[0].message).toBe(
      "Hozir bu yozuvni boshqa foydalanuvchi tahrirlamoqda, shuning uchun uni saqlab bo'lmaydi. O'zgarishlaringiz formada turibdi.",
    )
    expect(
      ((await stack.payload.findByID({ collection: 'programs', id: program.id })) as { sortOrder: number }).sortOrder,
    ).toBe(1)
  })
})

describe('a lock released as its tab closes (release-lock)', () => {
  const locksOn = async (id: number) =>
    (
      await stack.payload.find({
        collection: 'payload-locked-documents',
        where: { and: [{ 'document.relationTo': { equals: 'programs' } }, { 'document.value': { equals: id } }] },
        depth: 0,
      })
    ).docs.map((lock) => (lock.user as { value: number }).value)

  it("drops the caller's own lock on the record and nobody else's; 401 without a session, 404 for no such record", async () => {
    const holder = await createStaff(stack.payload, 'editor')
    const other = await createStaff(stack.payload, 'editor')
    const program = await createProgram(stack.payload)
    for (const user of [holder.user.id, other.user.id])
      await stack.payload.create({
        collection: 'payload-locked-documents',
        data: { document: { relationTo: 'programs', value: program.id }, user: { relationTo: 'users', value: user } },
      })
    const token = await restToken(holder)
    expect((await stack.api.post(`/api/programs/${program.id}/release-lock`)).status).toBe(401)
    expect((await locksOn(program.id)).sort()).toEqual([holder.user.id, other.user.id].sort())

    const released = await stack.api.post(`/api/programs/${program.id}/release-lock`, jwt(token))
    expect(released.status).toBe(204)
    expect(await locksOn(program.id)).toEqual([other.user.id])
    // Nothing of the caller's left: still 204, and the other editor's lock stands.
    expect((await stack.api.post(`/api/programs/${program.id}/release-lock`, jwt(token))).status).toBe(204)
    expect(await locksOn(program.id)).toEqual([other.user.id])

    expect((await stack.api.post('/api/programs/not-a-number/release-lock', jwt(token))).status).toBe(404)
  })
})

async function restToken(credentials: { email: string; password: string }): Promise<string> {
  const response = await stack.api.post('/api/users/login', { body: credentials })
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`)
  return response.body.token
}
