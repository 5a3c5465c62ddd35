import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokens } from '../factories.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client
let tokens: Awaited<ReturnType<typeof staffTokens>>

beforeAll(async () => {
  server = await startTestServer()
  api = client(server.url)
  tokens = await staffTokens(server.payload, api)
})
afterAll(() => server?.close())

/** The least data each content collection needs, in the default locale. */
const minimal: Record<string, () => Record<string, unknown>> = {
  programs: () => ({ title: 'x', slug: `p-${Math.random().toString(36).slice(2, 9)}`, sector: 'cotton', kind: 'credit' }),
  'program-sectors': () => ({ name: 'x', slug: `s-${Math.random().toString(36).slice(2, 9)}` }),
  'document-types': () => ({ name: 'x', code: `t-${Math.random().toString(36).slice(2, 9)}` }),
  faqs: () => ({ question: 'x?' }),
  'open-data': () => ({ title: 'x', format: 'csv', externalUrl: 'https://example.com/x.csv' }),
  history: () => ({ year: 2001, title: 'x' }),
  'staff-units': () => ({ name: 'x' }),
  management: () => ({ fullName: 'x', position: 'y' }),
  'photo-galleries': () => ({ title: 'x' }),
  'video-galleries': () => ({ title: 'x', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
}

describe('hidden records through Payload’s own REST API', () => {
  for (const [slug, data] of Object.entries(minimal)) {
    it(`${slug}: anonymous callers see only active rows and cannot write; editors see all`, async () => {
      const hidden = await server.payload.create({ collection: slug as 'programs', data: { ...data(), status: '0' } as never, overrideAccess: true, context: { skipAudit: true } })
      const visible = await server.payload.create({ collection: slug as 'programs', data: { ...data(), status: '1' } as never, overrideAccess: true, context: { skipAudit: true } })
      const list = await api.get(`/api/${slug}?limit=100&depth=0`)
      expect(list.status).toBe(200)
      const ids = list.body.docs.map((doc: { id: number }) => doc.id)
      expect(ids).toContain(visible.id)
      expect(ids).not.toContain(hidden.id)
      expect(list.body.docs.every((doc: { status: string }) => doc.status === '1')).toBe(true)
      expect([403, 404]).toContain((await api.get(`/api/${slug}/${hidden.id}`)).status)
      expect([401, 403]).toContain((await api.post(`/api/${slug}`, { body: data() })).status)
      expect([401, 403]).toContain((await api.call('DELETE', `/api/${slug}/${visible.id}`)).status)
      const asEditor = await api.get(`/api/${slug}?limit=100&depth=0`, { headers: { authorization: `JWT ${tokens.editor}` } })
      expect(asEditor.body.docs.map((doc: { id: number }) => doc.id)).toContain(hidden.id)
      expect([401, 403]).toContain((await api.post(`/api/${slug}`, { body: data(), headers: { authorization: `JWT ${tokens.operator}` } })).status)
    })
  }

  it('media files are listed as public records show them (tests/api/media-visibility.test.ts); only content roles upload or delete', async () => {
    expect((await api.get('/api/media?limit=5')).status).toBe(200)
    expect([401, 403]).toContain((await api.post('/api/media', { body: {} })).status)
    expect([401, 403]).toContain((await api.post('/api/media', { body: {}, headers: { authorization: `JWT ${tokens.operator}` } })).status)
  })

  it('the citizen reception settings are public to read and closed to write', async () => {
    expect((await api.get('/api/globals/citizen-reception')).status).toBe(200)
    expect([401, 403]).toContain((await api.post('/api/globals/citizen-reception', { body: { phone: '1' } })).status)
  })
})
