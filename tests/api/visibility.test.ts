import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import * as factories from '../factories.js'
import { useStack } from '../support/stack.js'

const stack = useStack()

/** A stored record of each content collection, active or hidden. */
const stored: Record<string, (payload: Payload, status: '0' | '1') => Promise<{ id: number | string }>> = {
  programs: (payload, status) => factories.createProgram(payload, { status }),
  'program-sectors': (payload, status) => factories.createProgramSector(payload, { status }),
  'document-types': (payload, status) => factories.createDocumentType(payload, { status }),
  faqs: (payload, status) => factories.createFaq(payload, { status }),
  'open-data': (payload, status) => factories.createOpenDataset(payload, { status }),
  history: (payload, status) => factories.createMilestone(payload, { status }),
  'staff-units': (payload, status) => factories.createStaffUnit(payload, { status }),
  management: (payload, status) => factories.createManager(payload, { status }),
  'photo-galleries': (payload, status) => factories.createPhotoGallery(payload, { status }),
  'video-galleries': (payload, status) => factories.createVideo(payload, { status }),
  'news-categories': (payload, status) => factories.createNewsCategory(payload, { status }),
  posts: (payload, status) => factories.createPost(payload, { status }),
}

describe('hidden records through Payload’s own REST API', () => {
  for (const [slug, create] of Object.entries(stored)) {
    it(`${slug}: anonymous callers see only active rows and cannot write; editors see all`, async () => {
      const hidden = await create(stack.payload, '0')
      const visible = await create(stack.payload, '1')
      const list = await stack.api.get(`/api/${slug}?limit=100&depth=0`)
      expect(list.status).toBe(200)
      const ids = list.body.docs.map((doc: { id: number }) => doc.id)
      expect(ids).toContain(visible.id)
      expect(ids).not.toContain(hidden.id)
      expect(list.body.docs.every((doc: { status: string }) => doc.status === '1')).toBe(true)
      expect([403, 404]).toContain((await stack.api.get(`/api/${slug}/${hidden.id}`)).status)
      expect([401, 403]).toContain((await stack.api.post(`/api/${slug}`, { body: {} })).status)
      expect([401, 403]).toContain((await stack.api.call('DELETE', `/api/${slug}/${visible.id}`)).status)
      const asEditor = await stack.api.get(`/api/${slug}?limit=100&depth=0`, {
        headers: { authorization: `JWT ${stack.tokens.editor}` },
      })
      expect(asEditor.body.docs.map((doc: { id: number }) => doc.id)).toContain(hidden.id)
      expect([401, 403]).toContain(
        (await stack.api.post(`/api/${slug}`, { body: {}, headers: { authorization: `JWT ${stack.tokens.operator}` } }))
          .status,
      )
    })
  }

  it('media files are listed as public records show them (tests/api/media-visibility.test.ts); only content roles upload or delete', async () => {
    expect((await stack.api.get('/api/media?limit=5')).status).toBe(200)
    expect([401, 403]).toContain((await stack.api.post('/api/media', { body: {} })).status)
    expect([401, 403]).toContain(
      (await stack.api.post('/api/media', { body: {}, headers: { authorization: `JWT ${stack.tokens.operator}` } }))
        .status,
    )
  })

  it('the citizen reception settings are public to read and closed to write', async () => {
    expect((await stack.api.get('/api/globals/citizen-reception')).status).toBe(200)
    expect([401, 403]).toContain(
      (await stack.api.post('/api/globals/citizen-reception', { body: { phone: '1' } })).status,
    )
  })
})
