import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { createLegalDocument, createStaff } from '../factories.js'
import { files, form } from '../support/files.js'
import { useStack } from '../support/stack.js'
import { globalMediaReferences, mediaReferences } from '../../src/media/references.js'

/**
 * A file is public only while a public record shows it (issue 7): anonymous callers can neither list nor fetch the
 * files of hidden records, through /media, Payload's REST API or its file route, nor any image size of them.
 */

const stack = useStack({ media: true })

interface WireMedia {
  id: number
  url: string
  conversions: Record<string, string>
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop()!)
/** The original and every image size. */
const namesOf = (media: WireMedia) => [media.url, ...Object.values(media.conversions)].map(nameOf)

const multipart = async (url: string, fields: Record<string, string>, uploads: Parameters<typeof form>[1]) => {
  const response = await fetch(`${stack.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.tokens.editor}` },
    body: form(fields, uploads),
  })
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  return ((await response.json()) as { data: Record<string, any> }).data
}

/** A management member with an uploaded photo (all six image sizes), hidden or shown. */
const managerWithPhoto = async (status: 0 | 1) => {
  const data = await multipart(
    '/api/v1/admin/management',
    { 'full_name[uz]': `Rahbar ${Math.random()}`, 'position[uz]': 'Direktor', status: String(status) },
    [{ field: 'photo', name: 'rahbar.jpg', data: await files.jpeg(2000, 1200) }],
  )
  return { id: data.id as number, photo: data.photo as WireMedia }
}

const setStatus = async (resource: string, id: number, status: 0 | 1) => {
  const response = await stack.api.put(`/api/v1/admin/${resource}/${id}`, {
    token: stack.tokens.editor,
    body: { status },
  })
  expect(response.status).toBe(200)
}

const fetchFile = (name: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}/media/${encodeURIComponent(name)}`, { headers })
const payloadFile = (name: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}/api/media/file/${encodeURIComponent(name)}`, { headers })
const anonymousMediaIds = async () =>
  ((await stack.api.get('/api/media?limit=100&depth=0')).body.docs as { id: number }[]).map((doc) => doc.id)

/** Every way an anonymous caller could reach a file refuses it, and says nothing about it. */
async function expectHiddenFromAnonymous(media: WireMedia) {
  expect(await anonymousMediaIds()).not.toContain(media.id)
  expect([403, 404]).toContain((await stack.api.get(`/api/media/${media.id}`)).status)
  for (const name of namesOf(media)) {
    const direct = await fetchFile(name)
    expect(direct.status, name).toBe(404)
    expect(await direct.json()).toEqual({ message: 'Not found.' })
    expect(direct.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect([403, 404], name).toContain((await payloadFile(name)).status)
  }
}

async function expectPublic(media: WireMedia) {
  expect(await anonymousMediaIds()).toContain(media.id)
  for (const name of namesOf(media)) {
    const direct = await fetchFile(name)
    expect(direct.status, name).toBe(200)
    // PUBLIC_CACHE_MAX_AGE (60 s) and stale-while-revalidate (30 s), under a strong validator that a revalidation matches.
    expect(direct.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=30')
    const etag = direct.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[^"]+"$/)
    expect((await fetchFile(name, { 'if-none-match': etag })).status, name).toBe(304)
    expect((await payloadFile(name)).status, name).toBe(200)
  }
}

describe('declared references', () => {
  /** Every upload or relationship field to media in the configuration, as `collection:path`. */
  const mediaFieldsOf = (slug: string, fields: Field[], prefix = ''): string[] =>
    fields.flatMap((field): string[] => {
      const named = 'name' in field && field.name ? `${prefix}${field.name}` : undefined
      const here =
        (field.type === 'upload' || field.type === 'relationship') && [field.relationTo].flat().includes('media')
          ? [`${slug}:${named}`]
          : []
      if (field.type === 'tabs')
        return field.tabs.flatMap((tab) =>
          mediaFieldsOf(slug, tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
        )
      if (field.type === 'blocks')
        return field.blocks.flatMap((block) => mediaFieldsOf(slug, block.fields, `${named}.`))
      if ('fields' in field) return mediaFieldsOf(slug, field.fields, named ? `${named}.` : prefix)
      return here
    })

  it('declares every field of every collection and global that shows a media file', () => {
    // Payload's own collections (locked documents, preferences) are read by their owners only.
    const collections = stack.payload.config.collections.filter((collection) => !collection.slug.startsWith('payload-'))
    const found = collections.flatMap((collection) => mediaFieldsOf(collection.slug, collection.fields))
    expect(found.sort()).toEqual(
      mediaReferences.map((reference) => `${reference.collection}:${reference.field}`).sort(),
    )
    const inGlobals = stack.payload.config.globals.flatMap((global) => mediaFieldsOf(global.slug, global.fields))
    expect(inGlobals.sort()).toEqual(
      globalMediaReferences.map((reference) => `${reference.global}:${reference.field}`).sort(),
    )
  })
})

describe('files of hidden records', () => {
  // Bounded by what it asks: seven files on every path, three times over (a busy machine took 12.5 s of 30).
  it('hides a hidden member’s photo and all its sizes from anonymous callers on every path, and shows it once published', async () => {
    const manager = await managerWithPhoto(0)
    expect(namesOf(manager.photo)).toHaveLength(7)
    await expectHiddenFromAnonymous(manager.photo)
    await setStatus('management', manager.id, 1)
    await expectPublic(manager.photo)
    await setStatus('management', manager.id, 0)
    await expectHiddenFromAnonymous(manager.photo)
  }, 60_000)

  it('hides a hidden legal document’s files, also through the download route', async () => {
    const document = await createLegalDocument(stack.payload, { status: '0' })
    const data = await multipart(`/api/v1/admin/legal-documents/${document.id}/files`, {}, [
      { field: 'files[]', name: 'maxfiy.pdf', data: files.pdf() },
    ])
    const file = data.files[0] as WireMedia
    await expectHiddenFromAnonymous(file)
    expect((await fetch(`${stack.url}/api/v1/legal-documents/${document.id}/files/${file.id}`)).status).toBe(404)
    await setStatus('legal-documents', document.id, 1)
    await expectPublic(file)
    expect((await fetch(`${stack.url}/api/v1/legal-documents/${document.id}/files/${file.id}`)).status).toBe(200)
  })

  it('follows gallery photos (rows of an array) and covers', async () => {
    const gallery = await multipart('/api/v1/admin/photo-galleries', { 'title[uz]': 'Yashirin', status: '0' }, [
      { field: 'photos[]', name: 'dala.jpg', data: await files.jpeg() },
      { field: 'photos[]', name: 'bog.png', data: await files.png() },
    ])
    const photos = (gallery.photos as { image: WireMedia }[]).map((row) => row.image)
    expect(photos).toHaveLength(2)
    const cover = await stack.api.put(`/api/v1/admin/photo-galleries/${gallery.id}`, {
      token: stack.tokens.editor,
      body: { cover_id: photos[0].id },
    })
    expect(cover.status).toBe(200)
    for (const photo of photos) await expectHiddenFromAnonymous(photo)
    await setStatus('photo-galleries', gallery.id, 1)
    for (const photo of photos) await expectPublic(photo)
  })

  it('shows a file as long as one public record shows it, and never a file no record shows', async () => {
    const hidden = await managerWithPhoto(0)
    const shared = await stack.api.post('/api/v1/admin/history', {
      token: stack.tokens.editor,
      body: { year: 1999, title: { uz: 'Tarix' }, image_id: hidden.photo.id, status: 1 },
    })
    expect(shared.status, shared.text).toBe(201)
    await expectPublic(hidden.photo)
    const list = (await stack.api.get('/api/media?limit=100&depth=0')).body
    expect(list.docs.filter((doc: { id: number }) => doc.id === hidden.photo.id)).toHaveLength(1)
    expect(list.totalDocs).toBe(list.docs.length)
    const orphan = await multipart('/api/v1/admin/management', { 'full_name[uz]': 'Vaqtincha', 'position[uz]': 'x' }, [
      { field: 'photo', name: 'yetim.jpg', data: await files.jpeg() },
    ])
    expect(
      (await stack.api.delete(`/api/v1/admin/management/${orphan.id}`, { token: stack.tokens.editor })).status,
    ).toBe(204)
    await expectHiddenFromAnonymous(orphan.photo as WireMedia)
  })

  it('serves every file to content staff, by bearer token or the admin UI’s cookie, never cached by shared caches', async () => {
    const manager = await managerWithPhoto(0)
    const [original] = namesOf(manager.photo)
    const withToken = await fetchFile(original, { authorization: `Bearer ${stack.tokens.editor}` })
    expect(withToken.status).toBe(200)
    expect(withToken.headers.get('cache-control')).toBe('private, no-store')
    expect((await payloadFile(original, { authorization: `JWT ${stack.tokens.editor}` })).status).toBe(200)
    expect(
      (
        await stack.api.get('/api/media?limit=100&depth=0', {
          headers: { authorization: `JWT ${stack.tokens.editor}` },
        })
      ).body.docs.map((doc: { id: number }) => doc.id),
    ).toContain(manager.photo.id)

    const staff = await createStaff(stack.payload, 'admin')
    const login = await fetch(`${stack.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    // As the admin UI's <img> asks for it: the browser says the request comes from the same origin.
    expect((await fetchFile(original, { cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    // The cookie counts for no other origin, and not without the browser's word where the request comes from.
    expect((await fetchFile(original, { cookie, origin: 'https://www.agrofund.example' })).status).toBe(404)
    expect((await fetchFile(original, { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(404)

    // Staff without a content role see what the public sees; a token that is not one is no one.
    expect((await fetchFile(original, { authorization: `Bearer ${stack.tokens.operator}` })).status).toBe(404)
    expect((await fetchFile(original, { authorization: 'Bearer not-a-token' })).status).toBe(404)
  })
})

describe('/media itself', () => {
  it('answers ranges and conditional requests, and nothing outside the library', async () => {
    const document = await createLegalDocument(stack.payload)
    const data = await multipart(`/api/v1/admin/legal-documents/${document.id}/files`, {}, [
      { field: 'files[]', name: 'qaror.pdf', data: files.pdf() },
    ])
    const name = nameOf(data.files[0].url)
    const part = await fetchFile(name, { range: 'bytes=0-4' })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('%PDF-')
    const whole = await fetchFile(name)
    // fetch() marks a conditional request `Cache-Control: no-cache` unless told otherwise.
    expect(
      (await fetchFile(name, { 'if-none-match': whole.headers.get('etag')!, 'cache-control': 'max-age=0' })).status,
    ).toBe(304)
    for (const probe of ['..%2F..%2Fetc%2Fpasswd', '.env', '%00', 'a'.repeat(300), 'missing.pdf']) {
      const response = await fetch(`${stack.url}/media/${probe}`)
      expect(response.status, probe).toBe(404)
      expect(response.headers.get('x-content-type-options'), probe).toBe('nosniff')
    }
    expect((await fetch(`${stack.url}/media/${encodeURIComponent(name)}`, { method: 'DELETE' })).status).toBe(404)
  })

  it('does not let callers filter media through the joins the read rule uses', async () => {
    const probe = await stack.api.get('/api/media?where[shownByLegalDocumentsFiles.number][equals]=x')
    expect(probe.status).toBe(400)
    const asEditor = await stack.api.get('/api/media?limit=1&depth=0', {
      headers: { authorization: `JWT ${stack.tokens.editor}` },
    })
    expect(Object.keys(asEditor.body.docs[0] ?? {}).filter((key) => key.startsWith('shownBy'))).toEqual([])
  })
})
