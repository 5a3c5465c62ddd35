import { describe, expect, it } from 'vitest'
import { auditEntries, createDocumentType, createLegalDocument, uniqueTag } from '../factories.js'
import { adminList, unpagedList } from '../support/lists.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack()

describeStandardCases(stack, { tag: 'document-types', factory: createDocumentType })

const uniqueCode = () => `type-${uniqueTag()}`

const valid = () => ({ code: uniqueCode(), name: { uz: 'Farmon', ru: 'Указ' } })
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id)
const list = adminList(stack, 'document-types')
/** How many document types with this id are stored (1 or 0). */
const storedTypes = async (id: number) =>
  (await stack.payload.count({ collection: 'document-types', where: { id: { equals: id } }, overrideAccess: true }))
    .totalDocs

describe('GET /api/v1/admin/document-types', () => {
  it('shows every locale of the name as an object', async () => {
    const type = await createDocumentType(stack.payload, {
      name: { uz: 'Qonun', ru: 'Закон', en: 'Law' },
      sortOrder: 3,
    })
    const response = await stack.api.get('/api/v1/admin/document-types?per_page=100', { token: stack.tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data.find((item: { id: number }) => item.id === type.id)).toEqual({
      id: type.id,
      code: type.code,
      name: { uz: 'Qonun', ru: 'Закон', en: 'Law' },
      status: 1,
      sort_order: 3,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.stringMatching(/Z$/),
    })
  })

  it('filters by status and searches the name in every locale and the code', async () => {
    const hidden = await createDocumentType(stack.payload, {
      status: '0',
      name: { uz: 'Buyruq', ru: 'Приказ-unique', en: 'Order' },
    })
    await list.expectStatusFilterFinds(hidden.id)
    expect(await list.found('приказ-UNIQUE')).toEqual([hidden.id])
    expect(await list.found(hidden.code)).toEqual([hidden.id])
  })

  it('sorts by sort_order by default and by -id on request', async () => {
    const late = await createDocumentType(stack.payload, { sortOrder: 900 })
    const early = await createDocumentType(stack.payload, { sortOrder: 899 })
    const byDefault = await stack.api.get('/api/v1/admin/document-types?per_page=100', { token: stack.tokens.editor })
    const order = ids(byDefault.body)
    expect(order.indexOf(early.id)).toBeLessThan(order.indexOf(late.id))
    const byId = await stack.api.get('/api/v1/admin/document-types?sort=-id&per_page=100', {
      token: stack.tokens.editor,
    })
    expect(ids(byId.body)).toEqual([...ids(byId.body)].sort((a, b) => b - a))
  })
})

describe('POST /api/v1/admin/document-types', () => {
  it('creates a type with status 1 and sort_order 0 by default and records one audit entry', async () => {
    const body = valid()
    const response = await stack.api.post('/api/v1/admin/document-types', { token: stack.tokens.editor, body })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({
      code: body.code,
      name: { uz: 'Farmon', ru: 'Указ', en: null },
      status: 1,
      sort_order: 0,
    })
    const stored = await stack.payload.findByID({
      collection: 'document-types',
      id: response.body.data.id,
      locale: 'ru',
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ code: body.code, name: 'Указ' })
    const entries = await auditEntries(stack.payload, 'document-types', response.body.data.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes['name.ru']).toEqual({ old: null, new: 'Указ' })
  })
})

describe('GET /api/v1/admin/document-types/{documentType_id}', () => {
  it('shows a hidden type to editors', async () => {
    const type = await createDocumentType(stack.payload, { status: '0' })
    const response = await stack.api.get(`/api/v1/admin/document-types/${type.id}`, { token: stack.tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: type.id, code: type.code, status: 0 })
  })
})

describe('PUT /api/v1/admin/document-types/{documentType_id}', () => {
  it('changes only the fields and locales present and audits the changes', async () => {
    const type = await createDocumentType(stack.payload, { name: { uz: 'Nizom', ru: 'Положение', en: 'Regulation' } })
    const response = await stack.api.put(`/api/v1/admin/document-types/${type.id}`, {
      token: stack.tokens.editor,
      body: { name: { en: null, ru: 'Регламент' }, sort_order: 4 },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      id: type.id,
      code: type.code,
      name: { uz: 'Nizom', ru: 'Регламент', en: null },
      sort_order: 4,
    })
    const entries = await auditEntries(stack.payload, 'document-types', type.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({
      'name.ru': { old: 'Положение', new: 'Регламент' },
      'name.en': { old: 'Regulation', new: null },
      sort_order: { old: 0, new: 4 },
    })
  })

  it('carries a new code over to the legal documents of the type', async () => {
    const type = await createDocumentType(stack.payload)
    const document = await createLegalDocument(stack.payload, { docType: type.code })
    const code = uniqueCode()
    const response = await stack.api.put(`/api/v1/admin/document-types/${type.id}`, {
      token: stack.tokens.editor,
      body: { code },
    })
    expect(response.status).toBe(200)
    expect(response.body.data.code).toBe(code)
    const stored = await stack.payload.findByID({
      collection: 'legal-documents',
      id: document.id,
      overrideAccess: true,
    })
    expect(stored.docType).toBe(code)
  })

  it('keeps its own code without a uniqueness error', async () => {
    const type = await createDocumentType(stack.payload)
    expect(
      (
        await stack.api.put(`/api/v1/admin/document-types/${type.id}`, {
          token: stack.tokens.editor,
          body: { code: type.code },
        })
      ).status,
    ).toBe(200)
  })
})

describe('DELETE /api/v1/admin/document-types/{documentType_id}', () => {
  it('answers 409 while a legal document uses the type, deleting and auditing nothing', async () => {
    const type = await createDocumentType(stack.payload)
    await createLegalDocument(stack.payload, { docType: type.code })
    const response = await stack.api.delete(`/api/v1/admin/document-types/${type.id}`, { token: stack.tokens.editor })
    expect(response.status).toBe(409)
    expect(response.body).toEqual({ message: 'The document type is used by 1 legal document(s).' })
    expect(await storedTypes(type.id)).toBe(1)
    expect(await auditEntries(stack.payload, 'document-types', type.id)).toEqual([])
  })
})

describe('GET /api/v1/document-types', () => {
  it('lists active types only, code and name in the request locale, by sort_order', async () => {
    const second = await createDocumentType(stack.payload, {
      sortOrder: 1001,
      name: { uz: 'Qaror', ru: 'Постановление', en: 'Resolution' },
    })
    const first = await createDocumentType(stack.payload, {
      sortOrder: 1000,
      name: { uz: 'Farmoyish', ru: null, en: 'Order' },
    })
    const hidden = await createDocumentType(stack.payload, { sortOrder: 999, status: '0' })
    const response = await unpagedList(stack, 'document-types')
    const codes = response.body.data.map((item: { code: string }) => item.code)
    expect(codes).not.toContain(hidden.code)
    expect(response.body.data.slice(codes.indexOf(first.code), codes.indexOf(first.code) + 2)).toEqual([
      { code: first.code, name: 'Farmoyish' },
      { code: second.code, name: 'Постановление' },
    ])
    const { docs } = await stack.payload.find({
      collection: 'document-types',
      where: { status: { equals: '1' } },
      sort: ['sortOrder', 'id'],
      pagination: false,
      overrideAccess: true,
    })
    expect(codes).toEqual(docs.map((doc) => doc.code))
  })

  it('reads Accept-Language when no lang is given', async () => {
    const type = await createDocumentType(stack.payload, { name: { uz: 'Qonun', ru: 'Закон', en: 'Law' } })
    const response = await stack.api.get('/api/v1/document-types', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(response.headers.get('content-language')).toBe('en')
    expect(response.body.data.find((item: { code: string }) => item.code === type.code)).toEqual({
      code: type.code,
      name: 'Law',
    })
  })
})

describe('POST /api/document-types (the admin UI), where editors are not shown the code', () => {
  const asEditor = () => ({ headers: { authorization: `JWT ${stack.tokens.editor}`, 'accept-language': 'uz' } })

  it('makes the code from the Uzbek name, numbered when it is taken', async () => {
    const name = `O'zbekiston qonuni ${uniqueTag()}`
    const first = await stack.api.post('/api/document-types?locale=uz', { ...asEditor(), body: { name } })
    expect(first.status).toBe(201)
    const code = name.toLowerCase().replace("'", '').replace(/ /g, '-')
    expect(first.body.doc.code).toBe(code)
    const second = await stack.api.post('/api/document-types?locale=uz', { ...asEditor(), body: { name } })
    expect(second.body.doc.code).toBe(`${code}-2`)
    expect(
      (await stack.api.get('/api/v1/document-types')).body.data.map((type: { code: string }) => type.code),
    ).toContain(`${code}-2`)
  })

  it('still checks a code that is given, in the interface language', async () => {
    const response = await stack.api.post('/api/document-types?locale=uz', {
      ...asEditor(),
      body: { name: 'Farmon', code: 'Bad Code' },
    })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].data.errors).toEqual([
      expect.objectContaining({
        path: 'code',
        message: 'Faqat kichik lotin harflari, raqamlar va yakka chiziqchalardan foydalaning.',
      }),
    ])
  })

  it('refuses to delete a type in use in the interface language (409), deleting nothing', async () => {
    const type = await createDocumentType(stack.payload)
    await createLegalDocument(stack.payload, { docType: type.code })
    const response = await stack.api.delete(`/api/document-types/${type.id}`, asEditor())
    expect(response.status).toBe(409)
    expect(response.body.errors[0].message).toBe(
      "Bu turdan 1 ta huquqiy hujjat foydalanmoqda: avval ularning turini o'zgartiring.",
    )
    expect(await storedTypes(type.id)).toBe(1)
  })
})

describe('POST /api/document-types/versions/{version_id} (the admin UI restores a version)', () => {
  it('restores an older code and carries the legal documents of the type back to it', async () => {
    const type = await createDocumentType(stack.payload)
    const document = await createLegalDocument(stack.payload, { docType: type.code })
    const renamed = uniqueCode()
    const put = await stack.api.put(`/api/v1/admin/document-types/${type.id}`, {
      token: stack.tokens.editor,
      body: { code: renamed },
    })
    expect(put.status).toBe(200)
    const versions = await stack.payload.findVersions({
      collection: 'document-types',
      where: { parent: { equals: type.id } },
      sort: 'createdAt',
    })
    const original = versions.docs.find((version) => version.version.code === type.code)
    expect(original).toBeDefined()
    const restored = await stack.api.post(`/api/document-types/versions/${original?.id}`, {
      headers: { authorization: `JWT ${stack.tokens.editor}` },
    })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    const stored = await stack.payload.findByID({
      collection: 'legal-documents',
      id: document.id,
      overrideAccess: true,
    })
    expect(stored.docType).toBe(type.code)
    const current = await stack.payload.findByID({ collection: 'document-types', id: type.id, overrideAccess: true })
    expect(current.code).toBe(type.code)
  })
})
