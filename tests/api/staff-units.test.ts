import { describe, expect, it } from 'vitest'
import { auditEntries, createStaffUnit, lexicalParagraph } from '../factories.js'
import { adminList, ids, unpagedList } from '../support/lists.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'
import { quietUpdate } from '../support/records.js'

const stack = useStack()

describeStandardCases(stack, { tag: 'staff-units', factory: createStaffUnit })

const list = adminList(stack, 'staff-units')
const unitCount = async (id: number) =>
  (await stack.payload.count({ collection: 'staff-units', where: { id: { equals: id } } })).totalDocs

interface TreeNode {
  id: number
  children: TreeNode[]
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)])

describe('GET /api/v1/admin/staff-units', () => {
  it('lists units with every locale as an object, by sort_order then id', async () => {
    const parent = await createStaffUnit(stack.payload)
    const late = await createStaffUnit(stack.payload, {
      parent: parent.id,
      sortOrder: 9,
      name: { uz: 'Kech', ru: 'Поздний' },
      headName: { en: 'Head' },
    })
    const early = await createStaffUnit(stack.payload, { parent: parent.id, sortOrder: 2 })
    const tie = await createStaffUnit(stack.payload, { parent: parent.id, sortOrder: 2 })
    const response = await list.get(`filter[parent_id]=${parent.id}`)
    expect(response.status).toBe(200)
    expect(ids(response.body.data)).toEqual([early.id, tie.id, late.id])
    expect(response.body.data[2]).toMatchObject({
      id: late.id,
      name: { uz: 'Kech', ru: 'Поздний', en: null },
      parent_id: parent.id,
      head_name: { uz: null, ru: null, en: 'Head' },
      duties: { uz: null, ru: null, en: null },
      phone: null,
      email: null,
      status: 1,
      sort_order: 9,
    })
    const descending = await list.get(`filter[parent_id]=${parent.id}&sort=-sort_order`)
    expect(ids(descending.body.data)).toEqual([late.id, early.id, tie.id])
  })

  it('filters by status, parent_id and search over every locale of name and head_name', async () => {
    const parent = await createStaffUnit(stack.payload)
    const hidden = await createStaffUnit(stack.payload, {
      parent: parent.id,
      status: '0',
      name: { uz: 'Yashirin', ru: 'Скрытый-отдел-xq' },
    })
    const shown = await createStaffUnit(stack.payload, {
      parent: parent.id,
      headName: { uz: 'Karimov-zq', ru: 'Каримов' },
    })
    const byStatus = async (status: number) =>
      ids((await list.get(`filter[parent_id]=${parent.id}&filter[status]=${status}`)).body.data)
    expect(await byStatus(0)).toEqual([hidden.id])
    expect(await byStatus(1)).toEqual([shown.id])
    expect(await list.found('СКРЫТЫЙ-отдел-XQ')).toEqual([hidden.id])
    expect(await list.found('karimov-ZQ')).toEqual([shown.id])
  })
})

describe('POST /api/v1/admin/staff-units', () => {
  it('creates a unit below a parent with status 1 by default and records one audit entry', async () => {
    const parent = await createStaffUnit(stack.payload)
    const unit = await list.create({
      name: { uz: 'Buxgalteriya', ru: 'Бухгалтерия' },
      parent_id: parent.id,
      head_name: { ru: 'Иванов И.' },
      duties: { uz: '<p>Hisob <script>alert(1)</script></p>' },
      phone: '+998 71 200-00-00',
      email: 'buh@example.uz',
      sort_order: 9999,
    })
    expect(unit).toMatchObject({
      name: { uz: 'Buxgalteriya', ru: 'Бухгалтерия', en: null },
      parent_id: parent.id,
      head_name: { uz: null, ru: 'Иванов И.', en: null },
      phone: '+998 71 200-00-00',
      email: 'buh@example.uz',
      status: 1,
      sort_order: 9999,
    })
    expect(Object.keys(unit)).toEqual([
      'id',
      'name',
      'parent_id',
      'head_name',
      'duties',
      'phone',
      'email',
      'status',
      'sort_order',
      'created_at',
      'updated_at',
    ])
    expect(unit.duties.uz).toContain('Hisob')
    expect(unit.duties.uz).not.toMatch(/script|alert/)
    const entries = await auditEntries(stack.payload, 'staff-units', unit.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes['name.ru']).toEqual({ old: null, new: 'Бухгалтерия' })
    expect(entries[0].changes.parent).toEqual({ old: null, new: parent.id })
  })

  it('creates a root unit with parent_id null and sort_order 0', async () => {
    const response = await stack.api.post('/api/v1/admin/staff-units', {
      token: stack.tokens.admin,
      body: { name: { uz: 'Rahbariyat' }, parent_id: null, sort_order: 0 },
    })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({ parent_id: null, sort_order: 0, phone: null, email: null })
  })

  it('accepts a phone of exactly 32 characters', async () => {
    expect((await list.create({ name: { uz: 'Telefon' }, phone: '1'.repeat(32) })).phone).toBe('1'.repeat(32))
  })
})

describe('GET /api/v1/admin/staff-units/{staffUnit_id}', () => {
  it('shows a hidden unit to editors', async () => {
    const unit = await createStaffUnit(stack.payload, { status: '0', phone: '+998 71 1', email: 'x@example.uz' })
    const response = await stack.api.get(`/api/v1/admin/staff-units/${unit.id}`, { token: stack.tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      id: unit.id,
      status: 0,
      phone: '+998 71 1',
      email: 'x@example.uz',
      parent_id: null,
    })
  })
})

describe('PUT /api/v1/admin/staff-units/{staffUnit_id}', () => {
  it('moves a unit to another parent, changes only the fields present and audits once', async () => {
    const from = await createStaffUnit(stack.payload)
    const to = await createStaffUnit(stack.payload)
    const unit = await createStaffUnit(stack.payload, {
      parent: from.id,
      name: { uz: 'Eski', ru: 'Старый' },
      phone: '100',
    })
    const response = await stack.api.put(`/api/v1/admin/staff-units/${unit.id}`, {
      token: stack.tokens.editor,
      body: { parent_id: to.id, name: { ru: 'Новый' }, phone: null, sort_order: 15 },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      id: unit.id,
      parent_id: to.id,
      name: { uz: 'Eski', ru: 'Новый', en: null },
      phone: null,
      sort_order: 15,
    })
    const entries = await auditEntries(stack.payload, 'staff-units', unit.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({
      parent: { old: from.id, new: to.id },
      phone: { old: '100', new: null },
      sort_order: { old: 0, new: 15 },
      'name.ru': { old: 'Старый', new: 'Новый' },
    })
  })

  it('renames a unit that has sub-units with one audit entry holding only its own change', async () => {
    const parent = await createStaffUnit(stack.payload, { name: { uz: 'Ota' } })
    const child = await createStaffUnit(stack.payload, { parent: parent.id })
    const response = await stack.api.put(`/api/v1/admin/staff-units/${parent.id}`, {
      token: stack.tokens.editor,
      body: { name: { uz: 'Yangi ota' } },
    })
    expect(response.status).toBe(200)
    const entries = await auditEntries(stack.payload, 'staff-units', parent.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({ 'name.uz': { old: 'Ota', new: 'Yangi ota' } })
    expect(
      (await stack.api.get(`/api/v1/admin/staff-units/${child.id}`, { token: stack.tokens.editor })).body.data
        .parent_id,
    ).toBe(parent.id)
  })

  it('accepts PATCH as an alias and parent_id null to make a root unit', async () => {
    const parent = await createStaffUnit(stack.payload)
    const unit = await createStaffUnit(stack.payload, { parent: parent.id })
    const response = await stack.api.patch(`/api/v1/admin/staff-units/${unit.id}`, {
      token: stack.tokens.editor,
      body: { parent_id: null, status: 0 },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ parent_id: null, status: 0 })
  })

  it('refuses a child or deeper descendant as the parent with validation.not_in, writing nothing', async () => {
    const root = await createStaffUnit(stack.payload)
    const child = await createStaffUnit(stack.payload, { parent: root.id })
    const grandchild = await createStaffUnit(stack.payload, { parent: child.id })
    for (const descendant of [child, grandchild]) {
      const response = await stack.api.put(`/api/v1/admin/staff-units/${root.id}`, {
        token: stack.tokens.editor,
        body: { parent_id: descendant.id, name: { ru: 'Не сохранится' } },
      })
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({ parent_id: ['validation.not_in'] })
    }
    const after = await stack.api.get(`/api/v1/admin/staff-units/${root.id}`, { token: stack.tokens.editor })
    expect(after.body.data.parent_id).toBeNull()
    expect(after.body.data.name.ru).not.toBe('Не сохранится')
    expect(await auditEntries(stack.payload, 'staff-units', root.id)).toEqual([])
  })

  it('accepts a sibling subtree or an ancestor as the new parent', async () => {
    const root = await createStaffUnit(stack.payload)
    const left = await createStaffUnit(stack.payload, { parent: root.id })
    const right = await createStaffUnit(stack.payload, { parent: root.id })
    const leaf = await createStaffUnit(stack.payload, { parent: left.id })
    expect(
      (
        await stack.api.put(`/api/v1/admin/staff-units/${left.id}`, {
          token: stack.tokens.editor,
          body: { parent_id: right.id },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await stack.api.put(`/api/v1/admin/staff-units/${leaf.id}`, {
          token: stack.tokens.editor,
          body: { parent_id: root.id },
        })
      ).status,
    ).toBe(200)
  })
})

describe('DELETE /api/v1/admin/staff-units/{staffUnit_id}', () => {
  it('answers 409 for a unit with children and deletes nothing', async () => {
    const parent = await createStaffUnit(stack.payload)
    const child = await createStaffUnit(stack.payload, { parent: parent.id })
    const response = await stack.api.delete(`/api/v1/admin/staff-units/${parent.id}`, { token: stack.tokens.admin })
    expect(response.status).toBe(409)
    expect(response.body).toEqual({ message: 'The staff unit has 1 sub-unit(s); move or delete them first.' })
    expect(await unitCount(parent.id)).toBe(1)
    expect(await unitCount(child.id)).toBe(1)
    expect(await auditEntries(stack.payload, 'staff-units', parent.id)).toEqual([])
  })
})

describe('GET /api/v1/staff-units', () => {
  it('answers the tree of active units, siblings by sort_order then id, in the request locale', async () => {
    const root = await createStaffUnit(stack.payload, {
      sortOrder: 0,
      name: { uz: 'Boshqaruv', ru: 'Правление', en: 'Board' },
      headName: { uz: 'Rahbar', ru: 'Руководитель' },
      phone: '+998 71 000',
      email: 'board@example.uz',
    })
    const last = await createStaffUnit(stack.payload, {
      parent: root.id,
      sortOrder: 5,
      name: { uz: 'Oxirgi', ru: 'Последний' },
    })
    const first = await createStaffUnit(stack.payload, {
      parent: root.id,
      sortOrder: 1,
      name: { uz: 'Birinchi', ru: 'Первый' },
    })
    const second = await createStaffUnit(stack.payload, {
      parent: root.id,
      sortOrder: 1,
      name: { uz: 'Ikkinchi', ru: null },
    })
    const leaf = await createStaffUnit(stack.payload, { parent: first.id, name: { uz: 'Sektor', ru: 'Сектор' } })
    await quietUpdate(stack.payload, 'staff-units', leaf.id, { duties: lexicalParagraph('Обязанности') }, 'ru')

    const response = await unpagedList(stack, 'staff-units')
    const node = response.body.data.find((unit: { id: number }) => unit.id === root.id)
    const plain = (unit: { id: number }, name: string) => ({
      id: unit.id,
      name,
      head_name: null,
      duties: null,
      phone: null,
      email: null,
    })
    expect(node).toEqual({
      id: root.id,
      name: 'Правление',
      head_name: 'Руководитель',
      duties: null,
      phone: '+998 71 000',
      email: 'board@example.uz',
      children: [
        {
          ...plain(first, 'Первый'),
          children: [{ ...plain(leaf, 'Сектор'), duties: '<p>Обязанности</p>', children: [] }],
        },
        { ...plain(second, 'Ikkinchi'), children: [] },
        { ...plain(last, 'Последний'), children: [] },
      ],
    })
    // Children appear only below their parent, never again at the top level.
    expect(ids(response.body.data)).not.toContain(first.id)
  })

  it('reads Accept-Language, defaults to uz and falls back to uz for an empty locale', async () => {
    const root = await createStaffUnit(stack.payload, {
      name: { uz: 'Kadrlar', ru: 'Кадры', en: 'HR' },
      headName: { uz: 'Aliyev', en: '' },
    })
    const english = await stack.api.get('/api/v1/staff-units', { headers: { 'accept-language': 'de;q=1, en;q=0.5' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data.find((unit: { id: number }) => unit.id === root.id)).toMatchObject({
      name: 'HR',
      head_name: 'Aliyev',
    })
    const uzbek = await stack.api.get('/api/v1/staff-units')
    expect(uzbek.headers.get('content-language')).toBe('uz')
    expect(uzbek.body.data.find((unit: { id: number }) => unit.id === root.id)).toMatchObject({
      name: 'Kadrlar',
      head_name: 'Aliyev',
    })
  })

  it('hides an inactive unit together with its whole subtree, even active descendants', async () => {
    const root = await createStaffUnit(stack.payload)
    const hidden = await createStaffUnit(stack.payload, { parent: root.id, status: '0' })
    const belowHidden = await createStaffUnit(stack.payload, { parent: hidden.id })
    const deeper = await createStaffUnit(stack.payload, { parent: belowHidden.id })
    const hiddenRoot = await createStaffUnit(stack.payload, { status: '0' })
    const belowHiddenRoot = await createStaffUnit(stack.payload, { parent: hiddenRoot.id })
    const visible = await createStaffUnit(stack.payload, { parent: root.id })
    const response = await stack.api.get('/api/v1/staff-units')
    const everyId = ids(flatten(response.body.data))
    expect(everyId).toEqual(expect.arrayContaining([root.id, visible.id]))
    for (const gone of [hidden, belowHidden, deeper, hiddenRoot, belowHiddenRoot])
      expect(everyId).not.toContain(gone.id)
    expect(ids(response.body.data.find((unit: TreeNode) => unit.id === root.id).children)).toEqual([visible.id])
  })
})

describe('Payload REST /api/staff-units (the admin UI), in the editor’s interface language', () => {
  const asEditor = (language: string) => ({
    headers: { authorization: `JWT ${stack.tokens.editor}`, 'accept-language': language },
  })
  const cycle = {
    uz: "Bo'linmani o'zining yoki o'z quyi bo'linmalarining ostiga qo'yib bo'lmaydi.",
    ru: 'Подразделение нельзя поместить под самим собой или под его собственными подразделениями.',
    en: 'A unit cannot be placed below itself or its own sub-units.',
  }

  it('refuses a move below the unit’s own sub-unit with the cycle message of that language', async () => {
    const root = await createStaffUnit(stack.payload)
    const child = await createStaffUnit(stack.payload, { parent: root.id })
    for (const [language, message] of Object.entries(cycle)) {
      const response = await stack.api.patch(`/api/staff-units/${root.id}?locale=uz`, {
        ...asEditor(language),
        body: { parent: child.id },
      })
      expect(response.status, language).toBe(400)
      expect(response.body.errors[0].data.errors, language).toEqual([
        expect.objectContaining({ path: 'parent', message }),
      ])
    }
    expect(
      (await stack.api.get(`/api/v1/admin/staff-units/${root.id}`, { token: stack.tokens.editor })).body.data.parent_id,
    ).toBeNull()
  })

  it('refuses to delete a unit with sub-units in that language (409), while /api/v1 keeps the contract’s English', async () => {
    const parent = await createStaffUnit(stack.payload)
    await createStaffUnit(stack.payload, { parent: parent.id })
    await createStaffUnit(stack.payload, { parent: parent.id })
    const uz = await stack.api.delete(`/api/staff-units/${parent.id}`, asEditor('uz'))
    expect(uz.status).toBe(409)
    expect(uz.body.errors[0].message).toBe(
      "Bo'linmaning 2 ta quyi bo'linmasi bor: avval ularni ko'chiring yoki o'chiring.",
    )
    const ru = await stack.api.delete(`/api/staff-units/${parent.id}`, asEditor('ru'))
    expect(ru.body.errors[0].message).toBe(
      'У подразделения есть вложенные подразделения (2): сначала перенесите или удалите их.',
    )
    const v1 = await stack.api.delete(`/api/v1/admin/staff-units/${parent.id}`, {
      token: stack.tokens.editor,
      headers: { 'accept-language': 'uz' },
    })
    expect(v1.body).toEqual({ message: 'The staff unit has 2 sub-unit(s); move or delete them first.' })
    expect(await unitCount(parent.id)).toBe(1)
  })

  it('answers the parent picker’s query of a top-level unit, whose `and` list starts at index 1', async () => {
    // With no parent chosen the picker's own `id not_in []` is dropped by qs, so the filterOptions' condition is `and[1]`.
    const root = await createStaffUnit(stack.payload)
    const child = await createStaffUnit(stack.payload, { parent: root.id })
    const other = await createStaffUnit(stack.payload)
    const raw = `depth=0&draft=true&limit=10&locale=uz&page=1&select[name]=true&sort=sortOrder&where[and][1][id][not_in][0]=${root.id}&where[and][1][id][not_in][1]=${child.id}&where[and][2][id][in][0]=${other.id}&where[and][2][id][in][1]=${child.id}`
    const response = await stack.api.post('/api/staff-units', {
      raw,
      headers: {
        ...asEditor('uz').headers,
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
    })
    expect(response.status).toBe(200)
    expect(response.body.docs.map((doc: { id: number }) => doc.id)).toEqual([other.id])
  })

  it('answers a new unit with its full path, its own id included, without the nested-docs plugin’s re-save', async () => {
    const parent = await createStaffUnit(stack.payload, { name: { uz: 'Boshqaruv' } })
    const response = await stack.api.post('/api/staff-units?locale=uz', {
      ...asEditor('uz'),
      body: { name: 'Moliya', parent: parent.id },
    })
    expect(response.status).toBe(201)
    const id = response.body.doc.id
    expect(
      response.body.doc.breadcrumbs.map(({ doc, url, label }: { doc: number; url: string; label: string }) => ({
        doc,
        url,
        label,
      })),
    ).toEqual([
      { doc: parent.id, url: `/${parent.id}`, label: 'Boshqaruv' },
      { doc: id, url: `/${parent.id}/${id}`, label: 'Moliya' },
    ])
    expect(await auditEntries(stack.payload, 'staff-units', id)).toHaveLength(1)
  })
})
