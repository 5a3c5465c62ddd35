import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentRoles } from '../../src/access/roles.js'
import { eitherKind } from '../../src/api/auth.js'
import { errorHandler } from '../../src/api/errorHandler.js'
import { ValidationError } from '../../src/core/errors.js'
import { mutate } from '../../src/api/mutation.js'
import { buildOpenApi } from '../../src/api/openapi.js'
import { show } from '../../src/api/projection.js'
import type { ResourceDef } from '../../src/api/resource.js'
import { ok } from '../../src/api/route.js'
import { buildRouter } from '../../src/api/router.js'
import { resourceRoutes } from '../../src/api/routes.js'
import { field, listOf, objectOf } from '../../src/api/validation/fields.js'
import { rules } from '../../src/api/validation/rules.js'
import { wire } from '../../src/api/wire.js'
import { mediaRecord } from '../../src/media/record.js'
import { auditEntries, createLegalDocument, createMilestone, createStaff, tokenFor } from '../factories.js'
import { files } from '../support/files.js'
import { client, type Client } from '../support/http.js'
import { useStack } from '../support/stack.js'

/**
 * The resource machinery on declarations no contract resource has yet: a partial resource with actions, an
 * attachment, a public create, a write-only field and nested rules, served by the real router on the real Payload.
 */
const milestones: ResourceDef<'history'> = {
  name: 'machinery-history',
  collection: 'history',
  adminPath: '/test/history',
  idParam: 'milestone_id',
  roles: contentRoles,
  operations: ['list', 'show', 'update'],
  fields: {
    year: wire.integer('year', [rules.between(1900, 2100)], { required: true }),
    title: wire.localized('title', { required: true }),
    image_id: wire.media('image', 'image'),
    image: wire.derived((doc) => mediaRecord(doc.image), { depth: 1 }),
  },
  adminList: { filters: {}, sorts: { id: 'id' }, defaultSort: 'id' },
  attachments: [{ path: 'image', source: 'image', kind: 'image', status: 200 }],
  actions: [
    {
      method: 'POST',
      path: 'review',
      summary: 'Nested rules on an action body',
      body: {
        decision: field('string', [rules.in(['approve', 'reject'])], { required: true }),
        reason: field('string', [rules.max(20)], { requiredIf: { field: 'decision', values: ['reject'] } }),
        pin: field('string', [rules.min(4), rules.confirmed()]),
        terms: field('any', [rules.accepted()], { required: true }),
        at: field('datetime', [], { nullable: true }),
        current_password: field('string', [rules.currentPassword()]),
        items: listOf(
          objectOf({
            n: field('integer', [rules.min(1)], { required: true }),
            label: field('string', [rules.max(5)], { localized: true, nullable: true }),
          }),
          [rules.max(3)],
        ),
      },
      responses: [{ status: 200, description: 'The accepted values' }],
      handler: async (ctx) => ok({ data: ctx.values }),
    },
    {
      method: 'POST',
      path: 'release',
      summary: 'An audited action: one status_changed entry, or nothing when it fails',
      audience: ['super_admin', 'admin'],
      body: { fail: field('boolean') },
      responses: [{ status: 200, description: 'Released' }],
      handler: async (ctx) => {
        await mutate(ctx, { collection: 'history', id: ctx.id, audit: 'explicit' }, async ({ req, audit }) => {
          await ctx.payload.update({
            collection: 'history',
            id: ctx.id,
            data: { sortOrder: 7 },
            req,
            overrideAccess: false,
          })
          await audit('status_changed', { sort_order: { old: ctx.record?.sortOrder, new: 7 } })
          // A refusal after the writes: they roll back with the audit entry.
          if (ctx.values.fail === true) throw ValidationError.single('fail', 'validation.declined')
        })
        return ok({ data: { released: ctx.id } })
      },
    },
    {
      method: 'GET',
      on: 'collection',
      path: 'mine',
      summary: 'Clients only',
      audience: 'client',
      responses: [{ status: 200, description: 'x' }],
      handler: async () => ok({}),
    },
    {
      method: 'GET',
      on: 'collection',
      path: 'either',
      summary: 'A client or an admin (✱ narrowed)',
      audience: eitherKind(['admin']),
      responses: [{ status: 200, description: 'The caller kind' }],
      handler: async (ctx) => ok({ data: { kind: ctx.caller?.kind } }),
    },
  ],
  public: {
    path: '/test/milestones',
    shows: { id: show.id(), year: show.value('year') },
    create: {
      summary: 'Create through a public path (staff here: no collection lets anonymous callers create yet)',
      audience: contentRoles,
      fields: {
        year: wire.integer('year', [rules.between(1900, 2100)], { required: true }),
        title: wire.localized('title', { required: true }),
      },
      reply: (doc) => ({ data: { id: doc.id, year: doc.year } }),
    },
  },
}

/** Legal documents with their number write-only: accepted, never answered, never audited. */
const sealedDocuments: ResourceDef<'legal-documents'> = {
  name: 'machinery-documents',
  collection: 'legal-documents',
  adminPath: '/test/documents',
  idParam: 'document_id',
  roles: contentRoles,
  operations: ['show', 'update'],
  fields: { title: wire.localized('title', { required: true }), number: wire.secret('number', [rules.min(3)]) },
}

const routes = [...resourceRoutes(milestones), ...resourceRoutes(sealedDocuments)]
const stack = useStack({ media: true })
let server: Server
let api: Client
let baseUrl: string

beforeAll(async () => {
  const app = express()
  app.use(express.json())
  app.use('/api/v1', buildRouter(stack.payload, routes))
  app.use(errorHandler)
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  api = client(baseUrl)
})
afterAll(() => new Promise((resolve) => server?.close(resolve)))

const milestone = () => createMilestone(stack.payload, { year: 2001 })

describe('partial resources', () => {
  it('serve only the declared operations; the others are 405 on known paths', async () => {
    expect(
      routes.filter((route) => route.path.startsWith('/test/history')).map((route) => `${route.method} ${route.path}`),
    ).toEqual([
      'GET /test/history',
      'GET /test/history/mine',
      'GET /test/history/either',
      'GET /test/history/:milestone_id',
      'PUT /test/history/:milestone_id',
      'POST /test/history/:milestone_id/review',
      'POST /test/history/:milestone_id/release',
      'POST /test/history/:milestone_id/image',
      'DELETE /test/history/:milestone_id/image',
    ])
    const record = await milestone()
    expect((await api.post('/api/v1/test/history', { token: stack.tokens.editor, body: {} })).status).toBe(405)
    const removal = await api.delete(`/api/v1/test/history/${record.id}`, { token: stack.tokens.editor })
    expect(removal.status).toBe(405)
    expect(removal.headers.get('allow')).toBe('GET, PUT')
    expect(
      (await api.get(`/api/v1/test/history/${record.id}`, { token: stack.tokens.editor })).body.data,
    ).toMatchObject({ id: record.id, year: 2001, image: null })
  })
})

describe('audiences', () => {
  it('answers 401 without a token, 403 for the wrong kind or role, and types the caller', async () => {
    expect((await api.get('/api/v1/test/history/mine')).status).toBe(401)
    expect((await api.get('/api/v1/test/history/mine', { token: stack.tokens.super_admin })).body).toEqual({
      message: 'This action is unauthorized.',
    })
    expect((await api.get('/api/v1/test/history/either')).status).toBe(401)
    expect((await api.get('/api/v1/test/history/either', { token: stack.tokens.editor })).status).toBe(403)
    expect((await api.get('/api/v1/test/history/either', { token: stack.tokens.admin })).body).toEqual({
      data: { kind: 'staff' },
    })
  })

  it('refuses a revoked token with 401', async () => {
    const account = await createStaff(stack.payload, 'admin')
    const token = await tokenFor(stack.api, account)
    expect((await api.get('/api/v1/test/history/either', { token })).status).toBe(200)
    await stack.api.post('/api/v1/admin/auth/logout', { token })
    expect((await api.get('/api/v1/test/history/either', { token })).body).toEqual({ message: 'Unauthenticated.' })
  })
})

describe('named actions', () => {
  it('validate nested bodies with dotted keys, required_if, confirmed, accepted and date-time', async () => {
    const record = await milestone()
    const bad = await api.post(`/api/v1/test/history/${record.id}/review`, {
      token: stack.tokens.editor,
      body: {
        decision: 'reject',
        pin: '12345',
        pin_confirmation: '54321',
        terms: 'no',
        at: '2026-02-30T10:00',
        items: [{ label: { ru: 'слишком длинно' } }, 'x', { n: 0 }, { n: 1 }],
      },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      reason: ['validation.required_if'],
      pin: ['validation.confirmed'],
      terms: ['validation.accepted'],
      at: ['validation.date'],
      items: ['validation.max'],
      'items.0.n': ['validation.required'],
      'items.0.label.ru': ['validation.max'],
      'items.1': ['validation.array'],
      'items.2.n': ['validation.min'],
    })
    const good = await api.post(`/api/v1/test/history/${record.id}/review`, {
      token: stack.tokens.editor,
      body: {
        decision: 'approve',
        pin: '1234',
        pin_confirmation: '1234',
        terms: 'yes',
        at: '2026-02-28T10:00:00+05:00',
        items: [{ n: 2, label: { uz: 'ha' } }],
      },
    })
    expect(good.status).toBe(200)
    expect(good.body.data).toEqual({
      decision: 'approve',
      pin: '1234',
      terms: 'yes',
      at: '2026-02-28T10:00:00+05:00',
      items: [{ n: 2, label: { uz: 'ha' } }],
    })
  })

  it('checks current_password against the caller’s own account', async () => {
    const account = await createStaff(stack.payload, 'editor')
    const token = await tokenFor(stack.api, account)
    const record = await milestone()
    const body = { decision: 'approve', terms: true }
    expect(
      (
        await api.post(`/api/v1/test/history/${record.id}/review`, {
          token,
          body: { ...body, current_password: 'wrong-password' },
        })
      ).body.errors,
    ).toEqual({
      current_password: ['validation.current_password'],
    })
    expect(
      (
        await api.post(`/api/v1/test/history/${record.id}/review`, {
          token,
          body: { ...body, current_password: account.password },
        })
      ).status,
    ).toBe(200)
  })

  it('answers 404 for an unknown record before reading the body, and audit through the shared mutation', async () => {
    expect(
      (await api.post('/api/v1/test/history/99999999/release', { token: stack.tokens.admin, body: {} })).status,
    ).toBe(404)
    expect((await api.post('/api/v1/test/history/1/release', { token: stack.tokens.editor, body: {} })).status).toBe(
      403,
    )
    const record = await milestone()
    expect(
      (await api.post(`/api/v1/test/history/${record.id}/release`, { token: stack.tokens.admin, body: { fail: true } }))
        .status,
    ).toBe(422)
    expect(
      (await stack.payload.findByID({ collection: 'history', id: record.id, overrideAccess: true })).sortOrder,
    ).toBe(0)
    expect(await auditEntries(stack.payload, 'history', record.id)).toEqual([])
    const released = await api.post(`/api/v1/test/history/${record.id}/release`, {
      token: stack.tokens.admin,
      body: {},
    })
    expect(released.body).toEqual({ data: { released: record.id } })
    expect(
      (await auditEntries(stack.payload, 'history', record.id)).map((entry) => [entry.action, entry.changes]),
    ).toEqual([['status_changed', { sort_order: { old: 0, new: 7 } }]])
  })
})

describe('attachments', () => {
  it('replace and remove a single file through the audited mutation', async () => {
    const record = await milestone()
    const form = new FormData()
    form.append('image', new Blob([await files.jpeg()], { type: 'image/jpeg' }), 'dala.jpg')
    const response = await fetch(`${baseUrl}/api/v1/test/history/${record.id}/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.tokens.editor}` },
      body: form,
    })
    expect(response.status).toBe(200)
    const uploaded = (await response.json()).data
    expect(uploaded.image).toMatchObject({ file_name: 'dala.jpg', mime_type: 'image/jpeg' })
    const pdf = new FormData()
    pdf.append('image', new Blob([files.pdf()], { type: 'image/jpeg' }), 'fake.jpg')
    const refused = await fetch(`${baseUrl}/api/v1/test/history/${record.id}/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.tokens.editor}` },
      body: pdf,
    })
    expect(refused.status).toBe(422)
    expect((await api.delete(`/api/v1/test/history/${record.id}/image`, { token: stack.tokens.editor })).status).toBe(
      204,
    )
    expect((await api.delete(`/api/v1/test/history/${record.id}/image`, { token: stack.tokens.editor })).status).toBe(
      404,
    )
    expect(
      await stack.payload.findByID({
        collection: 'media',
        id: uploaded.image_id,
        disableErrors: true,
        overrideAccess: true,
      }),
    ).toBeNull()
    expect((await auditEntries(stack.payload, 'history', record.id)).map((entry) => entry.action)).toEqual([
      'file_uploaded',
      'file_deleted',
    ])
  })
})

describe('public create', () => {
  it('creates through the public path with its own fields, audited, answering its own reply', async () => {
    expect((await api.post('/api/v1/test/milestones', { body: { year: 2020 } })).status).toBe(401)
    expect(
      (await api.post('/api/v1/test/milestones', { token: stack.tokens.editor, body: { year: 1800 } })).body.errors,
    ).toEqual({ year: ['validation.between'], 'title.uz': ['validation.required'] })
    const made = await api.post('/api/v1/test/milestones', {
      token: stack.tokens.editor,
      body: { year: 2020, title: { uz: 'Yangi' } },
    })
    expect(made.status).toBe(201)
    expect(made.body).toEqual({ data: { id: expect.any(Number), year: 2020 } })
    expect((await auditEntries(stack.payload, 'history', made.body.data.id)).map((entry) => entry.action)).toEqual([
      'created',
    ])
  })
})

describe('write-only fields', () => {
  it('are accepted and validated, but never answered nor audited', async () => {
    const document = await createLegalDocument(stack.payload)
    expect(
      (await api.put(`/api/v1/test/documents/${document.id}`, { token: stack.tokens.editor, body: { number: 'x' } }))
        .body.errors,
    ).toEqual({ number: ['validation.min'] })
    const updated = await api.put(`/api/v1/test/documents/${document.id}`, {
      token: stack.tokens.editor,
      body: { number: 'SECRET-42', title: { uz: 'Yangi nom' } },
    })
    expect(updated.status).toBe(200)
    expect(Object.keys(updated.body.data)).toEqual(['id', 'title', 'created_at', 'updated_at'])
    expect(updated.text).not.toContain('SECRET-42')
    expect(
      (await stack.payload.findByID({ collection: 'legal-documents', id: document.id, overrideAccess: true })).number,
    ).toBe('SECRET-42')
    const entries = await auditEntries(stack.payload, 'legal-documents', document.id)
    expect(entries.map((entry) => entry.action)).toEqual(['updated'])
    expect(Object.keys(entries[0].changes)).toEqual(['title.uz'])
    expect(JSON.stringify(entries)).not.toContain('SECRET-42')
  })
})

describe('OpenAPI', () => {
  it('documents nested rules, actions and audiences from the same declarations', () => {
    const doc = buildOpenApi(routes, 'http://localhost') as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; description?: string }
        >
      >
    }
    const review = doc.paths['/test/history/{milestone_id}/review'].post.requestBody!.content['application/json']
      .schema as { properties: Record<string, Record<string, unknown>> }
    expect(review.properties.items).toMatchObject({
      type: 'array',
      maxItems: 3,
      items: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'] },
    })
    expect(review.properties.at).toMatchObject({ format: 'date-time' })
    expect(review.properties.reason.description).toBe('Required when decision is reject')
    expect(doc.paths['/test/history/either'].get.description).toBe('client or staff roles: admin')
  })
})
