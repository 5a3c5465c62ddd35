import { describe, expect, it } from 'vitest'
import { auditEntries, createImage, createVideo, uniqueTag, YOUTUBE_URL as YOUTUBE } from '../factories.js'
import { adminList, ids } from '../support/lists.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack({ media: true })

describeStandardCases(stack, { tag: 'video-galleries', factory: createVideo })

const YOUTUBE_EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ'
const YOUTUBE_THUMBNAIL = 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg'
const VIMEO = 'https://vimeo.com/76979871'
const VIMEO_EMBED = 'https://player.vimeo.com/video/76979871'

const valid = () => ({ title: { uz: 'Paxta yig‘im-terimi', ru: 'Сбор хлопка' }, video_url: YOUTUBE })
const list = adminList(stack, 'video-galleries')
const mediaUrl = (suffix = '') => expect.stringMatching(new RegExp(`^${stack.url}/media/.+${suffix}$`))

describe('GET /api/v1/admin/video-galleries', () => {
  it('lists every locale as an object and the derived URLs', async () => {
    const title = `Sug‘orish ${uniqueTag()}`
    const video = await createVideo(stack.payload, {
      title: { uz: title },
      publishedAt: '2025-04-01T00:00:00.000Z',
      sortOrder: 2,
    })
    const record = await list.only(title)
    expect(Object.keys(record)).toEqual([
      'id',
      'title',
      'description',
      'video_url',
      'thumbnail_id',
      'published_at',
      'status',
      'sort_order',
      'thumbnail',
      'embed_url',
      'thumbnail_url',
      'created_at',
      'updated_at',
    ])
    expect(record).toMatchObject({
      id: video.id,
      title: { uz: title, ru: null, en: null },
      description: { uz: null, ru: null, en: null },
      video_url: YOUTUBE,
      thumbnail_id: null,
      thumbnail: null,
      published_at: '2025-04-01',
      status: 1,
      sort_order: 2,
      embed_url: YOUTUBE_EMBED,
      thumbnail_url: YOUTUBE_THUMBNAIL,
    })
  })

  it('lists the newest published_at first by default', async () => {
    await createVideo(stack.payload, { publishedAt: '2020-01-01T00:00:00.000Z' })
    await createVideo(stack.payload, { publishedAt: '2024-06-15T00:00:00.000Z' })
    const response = await list.get('per_page=100')
    const dates = response.body.data.map((v: { published_at: string | null }) => v.published_at).filter(Boolean)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('filters by status and searches the title in every locale', async () => {
    const tag = uniqueTag()
    const hidden = await createVideo(stack.payload, { status: '0', title: { uz: 'Yashirin', ru: `Скрытое-${tag}` } })
    expect(await list.found(`скрытое-${tag}`)).toEqual([hidden.id])
    await list.expectStatusFilterFinds(hidden.id)
  })
})

describe('POST /api/v1/admin/video-galleries', () => {
  it('creates a video with an uploaded thumbnail and records one audit entry', async () => {
    const thumbnail = await createImage(stack.payload)
    const video = await list.create({
      ...valid(),
      description: { uz: 'Andijon viloyati', en: 'Andijan region' },
      thumbnail_id: thumbnail.id,
      published_at: '2025-09-10',
      sort_order: 3,
    })
    expect(video).toMatchObject({
      title: { uz: 'Paxta yig‘im-terimi', ru: 'Сбор хлопка', en: null },
      description: { uz: 'Andijon viloyati', ru: null, en: 'Andijan region' },
      video_url: YOUTUBE,
      thumbnail_id: thumbnail.id,
      published_at: '2025-09-10',
      status: 1,
      sort_order: 3,
      embed_url: YOUTUBE_EMBED,
    })
    expect(video.thumbnail).toMatchObject({
      id: thumbnail.id,
      mime_type: 'image/jpeg',
      url: mediaUrl('\\.jpg'),
      conversions: { thumbnail: mediaUrl() },
    })
    // An uploaded thumbnail wins over the one derived from YouTube.
    expect(video.thumbnail_url).toBe(video.thumbnail.conversions.thumbnail)
    const stored = await stack.payload.findByID({
      collection: 'video-galleries',
      id: video.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      videoUrl: YOUTUBE,
      thumbnail: thumbnail.id,
      publishedAt: '2025-09-10T00:00:00.000Z',
    })
    const entries = await auditEntries(stack.payload, 'video-galleries', video.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes.video_url).toEqual({ old: null, new: YOUTUBE })
  })

  it('derives the embed URL of Vimeo and youtu.be links, and no thumbnail for Vimeo', async () => {
    const vimeo = await stack.api.post('/api/v1/admin/video-galleries', {
      token: stack.tokens.editor,
      body: { ...valid(), video_url: VIMEO },
    })
    expect(vimeo.status).toBe(201)
    expect(vimeo.body.data).toMatchObject({ embed_url: VIMEO_EMBED, thumbnail_url: null, published_at: null })
    const short = await stack.api.post('/api/v1/admin/video-galleries', {
      token: stack.tokens.editor,
      body: { ...valid(), video_url: 'https://youtu.be/dQw4w9WgXcQ' },
    })
    expect(short.body.data).toMatchObject({ embed_url: YOUTUBE_EMBED, thumbnail_url: YOUTUBE_THUMBNAIL })
  })

  it('takes only YouTube or Vimeo URLs, answering validation.url once', async () => {
    for (const url of [
      'not a url',
      'https://example.com/x',
      'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/about',
    ]) {
      const response = await stack.api.post('/api/v1/admin/video-galleries', {
        token: stack.tokens.editor,
        body: { ...valid(), video_url: url },
      })
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({ video_url: ['validation.url'] })
    }
    const long = await stack.api.post('/api/v1/admin/video-galleries', {
      token: stack.tokens.editor,
      body: { ...valid(), video_url: `${YOUTUBE}&t=${'1'.repeat(2048)}` },
    })
    expect(long.body.errors).toEqual({ video_url: ['validation.max'] })
    const number = await stack.api.post('/api/v1/admin/video-galleries', {
      token: stack.tokens.editor,
      body: { ...valid(), video_url: 42 },
    })
    expect(number.body.errors).toEqual({ video_url: ['validation.string', 'validation.url'] })
  })
})

describe('GET /api/v1/admin/video-galleries/{videoGallery_id}', () => {
  it('shows a hidden video to editors', async () => {
    const video = await createVideo(stack.payload, { status: '0', videoUrl: VIMEO })
    const response = await stack.api.get(`/api/v1/admin/video-galleries/${video.id}`, { token: stack.tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      id: video.id,
      status: 0,
      video_url: VIMEO,
      embed_url: VIMEO_EMBED,
      thumbnail_url: null,
    })
  })
})

describe('PUT /api/v1/admin/video-galleries/{videoGallery_id}', () => {
  it('changes the link and its derived URLs, clears a date with null, and audits once', async () => {
    const video = await createVideo(stack.payload, { publishedAt: '2024-01-01T00:00:00.000Z' })
    const response = await stack.api.put(`/api/v1/admin/video-galleries/${video.id}`, {
      token: stack.tokens.editor,
      body: { video_url: VIMEO, published_at: null },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      id: video.id,
      video_url: VIMEO,
      embed_url: VIMEO_EMBED,
      thumbnail_url: null,
      published_at: null,
    })
    const entries = await auditEntries(stack.payload, 'video-galleries', video.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(Object.keys(entries[0].changes).sort()).toEqual(['published_at', 'video_url'])
    expect(entries[0].changes.video_url).toEqual({ old: YOUTUBE, new: VIMEO })
  })

  it('accepts PATCH as an alias, changing only the fields present', async () => {
    const video = await createVideo(stack.payload)
    const patched = await stack.api.patch(`/api/v1/admin/video-galleries/${video.id}`, {
      token: stack.tokens.editor,
      body: { sort_order: 9 },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.data).toMatchObject({ sort_order: 9, video_url: YOUTUBE })
  })
})

describe('GET /api/v1/video-galleries', () => {
  it('pages active videos, newest published_at first, resolved in the request locale', async () => {
    const tag = uniqueTag()
    const thumbnail = await createImage(stack.payload)
    const older = await createVideo(stack.payload, {
      title: { uz: `Ekin ${tag}`, ru: `Посев ${tag}` },
      publishedAt: '2023-03-01T00:00:00.000Z',
      videoUrl: VIMEO,
    })
    const newer = await createVideo(stack.payload, {
      title: { uz: `Hosil ${tag}`, ru: `Урожай ${tag}` },
      description: { uz: 'Tavsif', ru: 'Описание' },
      publishedAt: '2025-10-01T00:00:00.000Z',
      thumbnail: thumbnail.id,
      sortOrder: 4,
    })
    const derived = await createVideo(stack.payload, {
      title: { uz: `Suv ${tag}`, ru: `Вода ${tag}` },
      description: { uz: 'Faqat o‘zbekcha' },
      publishedAt: '2024-05-05T00:00:00.000Z',
    })
    const hidden = await createVideo(stack.payload, {
      title: { uz: `Yashirin ${tag}`, ru: `Скрытое ${tag}` },
      status: '0',
      publishedAt: '2026-01-01T00:00:00.000Z',
    })

    const response = await stack.api.get(`/api/v1/video-galleries?filter[search]=${tag}&lang=ru&per_page=2`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(response.body.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3, from: 1, to: 2 })
    expect(response.body.links.next).toBe(
      `${stack.url}/api/v1/video-galleries?filter%5Bsearch%5D=${tag}&lang=ru&per_page=2&page=2`,
    )
    expect(ids(response.body.data)).toEqual([newer.id, derived.id])
    expect(response.body.data[0]).toEqual({
      id: newer.id,
      title: `Урожай ${tag}`,
      description: 'Описание',
      video_url: YOUTUBE,
      embed_url: YOUTUBE_EMBED,
      thumbnail_url: mediaUrl(),
      published_at: '2025-10-01',
      sort_order: 4,
    })
    expect(response.body.data[0].thumbnail_url).not.toBe(YOUTUBE_THUMBNAIL)
    const file = await fetch(response.body.data[0].thumbnail_url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
    // No Russian description: uz stands in; no thumbnail uploaded: YouTube's is derived.
    expect(response.body.data[1]).toMatchObject({
      title: `Вода ${tag}`,
      description: 'Faqat o‘zbekcha',
      thumbnail_url: YOUTUBE_THUMBNAIL,
    })

    const second = await stack.api.get(`/api/v1/video-galleries?filter[search]=${tag}&lang=ru&per_page=2&page=2`)
    expect(ids(second.body.data)).toEqual([older.id])
    expect(second.body.data[0]).toMatchObject({
      video_url: VIMEO,
      embed_url: VIMEO_EMBED,
      thumbnail_url: null,
      published_at: '2023-03-01',
    })
    expect(ids([...response.body.data, ...second.body.data])).not.toContain(hidden.id)
  })

  it('searches the title in the request locale only', async () => {
    const tag = uniqueTag()
    const video = await createVideo(stack.payload, { title: { uz: `Bug‘doy ${tag}`, ru: `Пшеница ${tag}` } })
    const russian = await stack.api.get(
      `/api/v1/video-galleries?filter[search]=${encodeURIComponent(`пшеница ${tag}`)}&lang=ru`,
    )
    expect(ids(russian.body.data)).toEqual([video.id])
    const uzbek = await stack.api.get(`/api/v1/video-galleries?filter[search]=${encodeURIComponent(`пшеница ${tag}`)}`)
    expect(uzbek.body.data).toEqual([])
  })

  it('sorts by the allowed keys and refuses the admin-only status filter', async () => {
    const bySortOrder = await stack.api.get('/api/v1/video-galleries?sort=sort_order&per_page=100')
    const orders = bySortOrder.body.data.map((v: { sort_order: number }) => v.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect((await stack.api.get('/api/v1/video-galleries?filter[status]=0')).status).toBe(400)
  })

  it('never shows hidden videos', async () => {
    const hidden = await createVideo(stack.payload, { status: '0' })
    const response = await stack.api.get('/api/v1/video-galleries?per_page=100')
    expect(ids(response.body.data)).not.toContain(hidden.id)
    expect(response.body.data.every((v: Record<string, unknown>) => !('status' in v))).toBe(true)
  })
})
