import { beforeAll, describe, expect, it } from 'vitest'
import { createFaq, createImage, createPdf, ensureDocumentType, setCitizenReception, uniqueTag } from '../factories.js'
import { files, form } from '../support/files.js'
import { useStack } from '../support/stack.js'

/**
 * Rich text on the wire is HTML, in the CMS Lexical (contract 1.4): an `<img>` of this service's media library becomes
 * an upload node and comes back as `<img>` with its absolute URL, alt text and size, in every rich text field; a file
 * placed in a text is public exactly while the record is (issue 9 §4).
 */
const stack = useStack({ media: true })

beforeAll(async () => {
  await ensureDocumentType(stack.payload, 'decree')
})

interface WireMedia {
  id: number
  url: string
  conversions: Record<string, string>
}

/** An image uploaded as an editor would for a text (POST /admin/posts/images). */
async function uploadImage(name = 'dala.jpg'): Promise<WireMedia> {
  const response = await fetch(`${stack.url}/api/v1/admin/posts/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.tokens.editor}` },
    body: form({}, [{ field: 'image', name, data: await files.jpeg(1200, 800) }]),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: WireMedia }).data
}

/** Every resource whose rich text the API writes: a valid body, its HTML field, and where the public reads it. */
const resources = [
  {
    path: 'posts',
    field: 'body',
    valid: () => ({ title: { uz: 'Yangilik' }, slug: `y-${uniqueTag()}`, published_at: '2026-01-01T00:00:00Z' }),
    publicHtml: async (record: any) => (await stack.api.get(`/api/v1/posts/${record.slug}`)).body.data?.body,
  },
  {
    path: 'programs',
    field: 'body',
    valid: () => ({ title: { uz: 'Dastur' }, slug: `p-${uniqueTag()}`, sector: 'cotton', kind: 'credit' }),
    publicHtml: async (record: any) => (await stack.api.get(`/api/v1/programs/${record.slug}`)).body.data?.body,
  },
  {
    path: 'legal-documents',
    field: 'body',
    valid: () => ({
      title: { uz: 'Qaror' },
      number: `N-${uniqueTag()}`,
      doc_type: 'decree',
      relevance: 'high',
      state: 'in_force',
      adopted_on: '2024-01-01',
    }),
    publicHtml: async (record: any) => (await stack.api.get(`/api/v1/legal-documents/${record.id}`)).body.data?.body,
  },
  {
    path: 'staff-units',
    field: 'duties',
    valid: () => ({ name: { uz: `Bo‘lim ${uniqueTag()}` } }),
    publicHtml: async (record: any) =>
      findUnit((await stack.api.get('/api/v1/staff-units')).body.data, record.id)?.duties,
  },
  {
    path: 'management',
    field: 'biography',
    valid: () => ({ full_name: { uz: 'Rahbar' }, position: { uz: 'Direktor' } }),
    publicHtml: async (record: any) =>
      (await stack.api.get('/api/v1/management')).body.data.find((item: any) => item.id === record.id)?.biography,
  },
  {
    path: 'history',
    field: 'description',
    valid: () => ({ year: 2001, title: { uz: 'Bosqich' } }),
    publicHtml: async (record: any) =>
      (await stack.api.get('/api/v1/history')).body.data.find((item: any) => item.id === record.id)?.description,
  },
]

const findUnit = (units: any[], id: number): any => {
  for (const unit of units) {
    if (unit.id === id) return unit
    const found = findUnit(unit.children, id)
    if (found) return found
  }
  return undefined
}

const imgOf = (media: WireMedia, alt: string) => `<img src="${media.url}" alt="${alt}" width="1200" height="800" />`
const fileStatus = async (url: string) => (await fetch(url)).status

describe('images in rich text through /api/v1', () => {
  for (const resource of resources) {
    it(`${resource.path}.${resource.field}: keeps library images with alt text and size, drops anything else, and round-trips`, async () => {
      const image = await uploadImage()
      const other = await uploadImage('tractor.jpg')
      const html =
        `<p>Boshi <img src="${image.url}" alt="Paxta dalasi" onerror="alert(1)"> oxiri</p>` +
        `<img src="${new URL(other.conversions.thumbnail).pathname}" alt='Traktor "MTZ"'>` +
        '<p><img src="https://evil.example/x.png" alt="tashqi"><img src="javascript:alert(1)"><img src="/media/no-such-file.jpg"></p>' +
        '<script>alert(1)</script><p><a href="javascript:alert(1)">havola</a> <a href="https://agrofund.uz">sayt</a></p>'
      const created = await stack.api.post(`/api/v1/admin/${resource.path}`, {
        token: stack.tokens.editor,
        body: { ...resource.valid(), [resource.field]: { uz: html } },
      })
      expect(created.status, created.text).toBe(201)
      const expected =
        `<p>Boshi</p>${imgOf(image, 'Paxta dalasi')}<p>oxiri</p>${imgOf(other, 'Traktor &quot;MTZ&quot;')}` +
        '<p>havola <a href="https://agrofund.uz">sayt</a></p>'
      const written = created.body.data[resource.field].uz
      expect(written).toBe(expected)
      expect(written).not.toMatch(/script|onerror|javascript|evil/)

      // What was read back, written again, stays the same.
      const again = await stack.api.put(`/api/v1/admin/${resource.path}/${created.body.data.id}`, {
        token: stack.tokens.editor,
        body: { [resource.field]: { uz: written } },
      })
      expect(again.body.data[resource.field].uz).toBe(expected)
      expect(await resource.publicHtml(created.body.data)).toBe(expected)
      for (const media of [image, other]) expect(await fileStatus(media.url)).toBe(200)
    })
  }

  it('accepts Payload’s own file URL and a path, and any image size, as the same file', async () => {
    const image = await uploadImage()
    const name = new URL(image.url).pathname.split('/').pop()
    const sources = [`/api/media/file/${name}`, `/media/${name}`, image.conversions.medium_webp]
    const response = await stack.api.post('/api/v1/admin/posts', {
      token: stack.tokens.editor,
      body: {
        title: { uz: 'Manbalar' },
        slug: `m-${uniqueTag()}`,
        body: { uz: sources.map((src) => `<img src="${src}">`).join('') },
      },
    })
    expect(response.body.data.body.uz).toBe([1, 2, 3].map(() => imgOf(image, '')).join(''))
  })
})

describe('files placed in a text are as visible as the record', () => {
  it('hides an image placed in a hidden or scheduled post, shows it once public, and hides it again when it leaves the text', async () => {
    const image = await uploadImage()
    const body = { uz: `<p>Rasm</p><img src="${image.url}" alt="">` }
    const created = await stack.api.post('/api/v1/admin/posts', {
      token: stack.tokens.editor,
      body: {
        title: { uz: 'Maxfiy' },
        slug: `x-${uniqueTag()}`,
        status: 0,
        published_at: '2026-01-01T00:00:00Z',
        body,
      },
    })
    const id = created.body.data.id
    const urls = [image.url, ...Object.values(image.conversions)]
    const statuses = async () => Promise.all(urls.map(fileStatus))
    expect(new Set(await statuses())).toEqual(new Set([404]))
    await stack.api.put(`/api/v1/admin/posts/${id}`, {
      token: stack.tokens.editor,
      body: { status: 1, published_at: '2099-01-01T00:00:00Z' },
    })
    expect(new Set(await statuses())).toEqual(new Set([404]))
    await stack.api.put(`/api/v1/admin/posts/${id}`, {
      token: stack.tokens.editor,
      body: { published_at: '2026-01-01T00:00:00Z' },
    })
    expect(new Set(await statuses())).toEqual(new Set([200]))
    // Placed in the Russian text only, the file stays public while any locale shows it.
    await stack.api.put(`/api/v1/admin/posts/${id}`, {
      token: stack.tokens.editor,
      body: { body: { uz: '<p>Rasmsiz</p>', ru: `<img src="${image.url}">` } },
    })
    expect(await fileStatus(image.url)).toBe(200)
    await stack.api.put(`/api/v1/admin/posts/${id}`, { token: stack.tokens.editor, body: { body: { ru: null } } })
    expect(await fileStatus(image.url)).toBe(404)
  })
})

describe('images placed in the admin UI (Lexical upload nodes)', () => {
  /** A Lexical document of one paragraph and one upload node, as the editor saves it. */
  const withUpload = (text: string, mediaId: number, alt?: string) => {
    const node = { version: 1, direction: 'ltr', format: '', indent: 0 }
    const paragraph = {
      ...node,
      type: 'paragraph',
      textFormat: 0,
      children: [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }],
    }
    const upload = {
      type: 'upload',
      version: 3,
      format: '',
      id: '65f000000000000000000001',
      relationTo: 'media',
      value: mediaId,
      fields: alt ? { alt } : {},
    }
    return { root: { ...node, type: 'root', children: [paragraph, upload] } }
  }
  /** Payload's REST API as the admin UI calls it. */
  const asEditor = () => ({ authorization: `JWT ${stack.tokens.editor}` })

  it('leaves out the empty paragraph the editor leaves after an image', async () => {
    const image = await createImage(stack.payload, 'oxirida.jpg')
    const faq = await createFaq(stack.payload)
    const state = withUpload('Matn', image.id, 'Rasm')
    const node = { version: 1, direction: null, format: '', indent: 0 }
    state.root.children.push({ ...node, type: 'paragraph', textFormat: 0, children: [] } as never)
    expect(
      (await stack.api.patch(`/api/faqs/${faq.id}?locale=uz`, { headers: asEditor(), body: { answer: state } })).status,
    ).toBe(200)
    expect((await stack.api.get(`/api/v1/faqs/${faq.id}`)).body.data.answer).toBe(
      `<p>Matn</p><img src="${stack.url}/media/${image.filename}" alt="Rasm" width="800" height="600" />`,
    )
  })

  it('renders a question’s answer with the file’s own alt text in the locale', async () => {
    const image = await createImage(stack.payload, 'savol.jpg')
    await stack.payload.update({
      collection: 'media',
      id: image.id,
      locale: 'ru',
      data: { alt: 'Поле' } as never,
      overrideAccess: true,
    })
    const faq = await createFaq(stack.payload, { question: { uz: 'Savol?', ru: 'Вопрос?' } })
    const ru = await stack.api.patch(`/api/faqs/${faq.id}?locale=ru`, {
      headers: asEditor(),
      body: { answer: withUpload('Ответ', image.id) },
    })
    expect(ru.status, ru.text).toBe(200)
    const url = `${stack.url}/media/${image.filename}`
    expect((await stack.api.get(`/api/v1/faqs/${faq.id}?lang=ru`)).body.data.answer).toBe(
      `<p>Ответ</p><img src="${url}" alt="Поле" width="800" height="600" />`,
    )
    expect(await fileStatus(url)).toBe(200)
  })

  it('refuses a document newly placed in a text, naming the picture types and size (issue 37)', async () => {
    const pdf = await createPdf(stack.payload, 'ariza.pdf')
    const faq = await createFaq(stack.payload, { question: { uz: 'Savol?' } })
    const refused = await stack.api.patch(`/api/faqs/${faq.id}?locale=uz`, {
      headers: { ...asEditor(), 'accept-language': 'uz' },
      body: { answer: withUpload('Javob', pdf.id) },
    })
    expect(refused.status, refused.text).toBe(400)
    expect(refused.body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'answer', message: expect.stringMatching(/JPG, PNG, WEBP, 10 MB/) }),
    ])
    const stored = await stack.payload.findByID({ collection: 'faqs', id: faq.id, locale: 'uz', depth: 0 })
    expect(JSON.stringify(stored.answer ?? null)).not.toContain(`"value":${pdf.id}`)
    expect(await fileStatus(`${stack.url}/media/${pdf.filename}`)).toBe(404)
  })

  it('keeps a document placed in a text before the rule: the text saves again and shows it as a link', async () => {
    const pdf = await createPdf(stack.payload, 'eski-ariza.pdf')
    const faq = await createFaq(stack.payload, { question: { uz: 'Eski savol?' } })
    // Content from before issue 37, as the database holds it.
    const pool = (
      stack.payload.db as unknown as { pool: { query: (sql: string, params: unknown[]) => Promise<unknown> } }
    ).pool
    await pool.query(`update faqs_locales set answer = $1 where _parent_id = $2 and _locale = 'uz'`, [
      JSON.stringify(withUpload('Javob', pdf.id)),
      faq.id,
    ])
    const saved = await stack.api.patch(`/api/faqs/${faq.id}?locale=uz`, {
      headers: asEditor(),
      body: { question: 'Eski savol, tahrir?' },
    })
    expect(saved.status, saved.text).toBe(200)
    const url = `${stack.url}/media/${pdf.filename}`
    expect((await stack.api.get(`/api/v1/faqs/${faq.id}?lang=uz`)).body.data.answer).toBe(
      `<p>Javob</p><p><a href="${url}">eski-ariza.pdf</a></p>`,
    )
    expect(await fileStatus(url)).toBe(200)
  })

  it('shows an image placed in the citizen reception notes (a global) to everyone', async () => {
    const image = await createImage(stack.payload, 'qabul.jpg')
    const url = `${stack.url}/media/${image.filename}`
    expect(await fileStatus(url)).toBe(404)
    await setCitizenReception(stack.payload, {}, { uz: { notes: `<p>Xarita</p><img src="${url}" alt="Qabulxona">` } })
    expect((await stack.api.get('/api/v1/citizen-reception')).body.data.notes).toBe(
      `<p>Xarita</p><img src="${url}" alt="Qabulxona" width="800" height="600" />`,
    )
    expect(await fileStatus(url)).toBe(200)
  })
})
