import { describe, expect, it } from 'vitest'
import { auditEntries, createNewsCategory, createPost, minutesFromNow, uniqueTag } from '../factories.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack()

describeStandardCases(stack, { tag: 'news-categories', factory: createNewsCategory })

describe('POST and GET /api/v1/admin/news-categories', () => {
  it('creates a category, active by default, and audits it', async () => {
    const slug = `qishloq-${uniqueTag()}`
    const response = await stack.api.post('/api/v1/admin/news-categories', {
      token: stack.tokens.editor,
      body: { name: { uz: 'Qishloq', ru: 'Село' }, slug, sort_order: 4 },
    })
    expect(response.status).toBe(201)
    expect(Object.keys(response.body.data)).toEqual([
      'id',
      'name',
      'slug',
      'status',
      'sort_order',
      'created_at',
      'updated_at',
    ])
    expect(response.body.data).toMatchObject({
      name: { uz: 'Qishloq', ru: 'Село', en: null },
      slug,
      status: 1,
      sort_order: 4,
    })
    expect(
      (await auditEntries(stack.payload, 'news-categories', response.body.data.id)).map((entry) => entry.action),
    ).toEqual(['created'])
  })

  it('filters by status and searches names in every locale, by sort_order', async () => {
    const tag = uniqueTag()
    const hidden = await createNewsCategory(stack.payload, {
      name: { uz: 'Yopiq', ru: `Закрытая ${tag}` },
      status: '0',
      sortOrder: 2,
    })
    const shown = await createNewsCategory(stack.payload, { name: { uz: `Ochiq ${tag}` }, sortOrder: 1 })
    const list = await stack.api.get(`/api/v1/admin/news-categories?filter[search]=${tag}`, {
      token: stack.tokens.editor,
    })
    expect(list.body.data.map((item: { id: number }) => item.id)).toEqual([shown.id, hidden.id])
    const inactive = await stack.api.get(`/api/v1/admin/news-categories?filter[search]=${tag}&filter[status]=0`, {
      token: stack.tokens.editor,
    })
    expect(inactive.body.data.map((item: { id: number }) => item.id)).toEqual([hidden.id])
  })
})

describe('GET and PUT /api/v1/admin/news-categories/{newsCategory_id}', () => {
  it('shows a hidden category to editors, renames it in one locale and publishes it, audited once', async () => {
    const category = await createNewsCategory(stack.payload, { name: { uz: 'Eski', ru: 'Старая' }, status: '0' })
    const shown = await stack.api.get(`/api/v1/admin/news-categories/${category.id}`, { token: stack.tokens.editor })
    expect([shown.status, shown.body.data]).toMatchObject([
      200,
      { id: category.id, name: { uz: 'Eski', ru: 'Старая', en: null }, status: 0 },
    ])
    const updated = await stack.api.put(`/api/v1/admin/news-categories/${category.id}`, {
      token: stack.tokens.editor,
      body: { name: { en: 'Old' }, status: 1 },
    })
    expect(updated.body.data).toMatchObject({ name: { uz: 'Eski', ru: 'Старая', en: 'Old' }, status: 1 })
    const entries = await auditEntries(stack.payload, 'news-categories', category.id)
    expect(entries.map((entry) => [entry.action, Object.keys(entry.changes).sort()])).toEqual([
      ['updated', ['name.en', 'status']],
    ])
    const listed = (await stack.api.get('/api/v1/news-categories?lang=en')).body.data.find(
      (item: { id: number }) => item.id === category.id,
    )
    expect(listed).toMatchObject({ name: 'Old', posts_count: 0 })
  })
})

describe('DELETE /api/v1/admin/news-categories/{newsCategory_id}', () => {
  it('keeps the category’s posts, without a category, each change audited', async () => {
    const category = await createNewsCategory(stack.payload)
    const posts = [
      await createPost(stack.payload, { newsCategory: category.id }),
      await createPost(stack.payload, { newsCategory: category.id, status: '0' }),
    ]
    expect(
      (await stack.api.delete(`/api/v1/admin/news-categories/${category.id}`, { token: stack.tokens.editor })).status,
    ).toBe(204)
    for (const post of posts) {
      const admin = await stack.api.get(`/api/v1/admin/posts/${post.id}`, { token: stack.tokens.editor })
      expect(admin.body.data.news_category_id).toBeNull()
      const entries = await auditEntries(stack.payload, 'posts', post.id)
      expect(entries.map((entry) => [entry.action, entry.changes.news_category])).toEqual([
        ['updated', { old: category.id, new: null }],
      ])
    }
    expect((await auditEntries(stack.payload, 'news-categories', category.id)).map((entry) => entry.action)).toEqual([
      'deleted',
    ])
  })
})

describe('GET /api/v1/news-categories', () => {
  it('lists active categories by sort_order with the number of public posts, in the request locale', async () => {
    const tag = uniqueTag()
    const second = await createNewsCategory(stack.payload, {
      name: { uz: `Ikkinchi ${tag}`, ru: `Вторая ${tag}` },
      sortOrder: 20,
    })
    const first = await createNewsCategory(stack.payload, { name: { uz: `Birinchi ${tag}` }, sortOrder: 10 })
    const hidden = await createNewsCategory(stack.payload, { status: '0' })
    await createPost(stack.payload, { newsCategory: second.id })
    await createPost(stack.payload, { newsCategory: second.id })
    // Neither a hidden nor a scheduled nor an undated post counts.
    await createPost(stack.payload, { newsCategory: second.id, status: '0' })
    await createPost(stack.payload, { newsCategory: second.id, publishedAt: minutesFromNow(30) })
    await createPost(stack.payload, { newsCategory: second.id, publishedAt: null })
    await createPost(stack.payload, { newsCategory: hidden.id })

    const response = await stack.api.get('/api/v1/news-categories?lang=ru')
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data'])
    const ours = response.body.data.filter((item: { id: number }) => [first.id, second.id, hidden.id].includes(item.id))
    expect(ours).toEqual([
      { id: first.id, slug: first.slug, name: `Birinchi ${tag}`, posts_count: 0 },
      { id: second.id, slug: second.slug, name: `Вторая ${tag}`, posts_count: 2 },
    ])
    const orders = response.body.data.map((item: { id: number }) => item.id)
    expect(orders.indexOf(first.id)).toBeLessThan(orders.indexOf(second.id))
  })
})
