import { describe, expect, it } from 'vitest'
import { locales } from '../../src/config/locales.js'
import { auditEntries, createStaffUnit } from '../factories.js'
import { useStack } from '../support/stack.js'

/**
 * A unit edited in one locale rewrites the breadcrumbs of its sub-units (collections/StaffUnits.ts): a sub-unit without
 * text in that locale neither blocks the edit nor gets text it never had, and every locale's path stays right. A path
 * label is the unit's name in that locale, else its default-locale name.
 */
const stack = useStack()

type Crumb = { doc: number; label: string | null; url: string | null }
type Texts = Record<string, string | null> | null
type StoredUnit = { name: Texts; headName: Texts; breadcrumbs: Record<string, Crumb[] | null> | null }

/** Every locale of a unit as stored (no fallback). */
const stored = async (id: number) =>
  (await stack.payload.findByID({
    collection: 'staff-units',
    id,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
  })) as unknown as StoredUnit

/** A stored localized text with every locale named, null where it has none. */
const everyLocale = (values: Texts) => Object.fromEntries(locales.map((locale) => [locale, values?.[locale] ?? null]))

/** The path of a unit in each locale: the labels, and the ids it runs through. */
const paths = async (id: number) => {
  const unit = await stored(id)
  return Object.fromEntries(
    locales.map((locale) => [locale, (unit.breadcrumbs?.[locale] ?? []).map((crumb) => crumb.label)]),
  )
}
const pathIds = async (id: number) => {
  const unit = await stored(id)
  return Object.fromEntries(
    locales.map((locale) => [locale, (unit.breadcrumbs?.[locale] ?? []).map((crumb) => Number(crumb.doc))]),
  )
}

describe('PUT /api/v1/admin/staff-units/{staffUnit_id} in a locale a sub-unit lacks', () => {
  it('saves name.ru of a parent whose child has no Russian name, renaming only the Russian path below it', async () => {
    const parent = await createStaffUnit(stack.payload, { name: { uz: 'Ota' } })
    const child = await createStaffUnit(stack.payload, { parent: parent.id, name: { uz: 'Bola' } })
    const grandchild = await createStaffUnit(stack.payload, { parent: child.id, name: { uz: 'Nabira', ru: 'Внук' } })

    const response = await stack.api.put(`/api/v1/admin/staff-units/${parent.id}`, {
      token: stack.tokens.editor,
      body: { name: { ru: 'Отец' } },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.data.name).toEqual({ uz: 'Ota', ru: 'Отец', en: null })

    expect(everyLocale((await stored(child.id)).name)).toEqual({ uz: 'Bola', ru: null, en: null })
    expect(everyLocale((await stored(grandchild.id)).name)).toEqual({ uz: 'Nabira', ru: 'Внук', en: null })
    expect(await paths(child.id)).toEqual({ uz: ['Ota', 'Bola'], ru: ['Отец', 'Bola'], en: ['Ota', 'Bola'] })
    expect(await paths(grandchild.id)).toEqual({
      uz: ['Ota', 'Bola', 'Nabira'],
      ru: ['Отец', 'Bola', 'Внук'],
      en: ['Ota', 'Bola', 'Nabira'],
    })
    const ids = [parent.id, child.id, grandchild.id]
    expect(await pathIds(grandchild.id)).toEqual({ uz: ids, ru: ids, en: ids })
  })

  it('saves head_name.en of a parent whose child has no English text at all', async () => {
    const parent = await createStaffUnit(stack.payload, { name: { uz: 'Bosh', ru: 'Главный' } })
    const child = await createStaffUnit(stack.payload, {
      parent: parent.id,
      name: { uz: 'Quyi', ru: 'Нижний' },
      headName: { uz: 'Rahbar' },
    })

    const response = await stack.api.put(`/api/v1/admin/staff-units/${parent.id}`, {
      token: stack.tokens.editor,
      body: { head_name: { en: 'Head of board' } },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.data.head_name).toEqual({ uz: null, ru: null, en: 'Head of board' })

    const storedChild = await stored(child.id)
    expect(everyLocale(storedChild.name)).toEqual({ uz: 'Quyi', ru: 'Нижний', en: null })
    expect(everyLocale(storedChild.headName)).toEqual({ uz: 'Rahbar', ru: null, en: null })
    expect(await paths(child.id)).toEqual({ uz: ['Bosh', 'Quyi'], ru: ['Главный', 'Нижний'], en: ['Bosh', 'Quyi'] })
  })

  it('edits a sub-unit in a locale it has no text in, with sub-units of its own', async () => {
    const root = await createStaffUnit(stack.payload, { name: { uz: 'Ildiz', en: 'Root' } })
    const middle = await createStaffUnit(stack.payload, { parent: root.id, name: { uz: "O'rta" } })
    const leaf = await createStaffUnit(stack.payload, { parent: middle.id, name: { uz: 'Barg' } })

    const response = await stack.api.put(`/api/v1/admin/staff-units/${middle.id}`, {
      token: stack.tokens.editor,
      body: { head_name: { en: 'Deputy' }, phone: '+998 71 5' },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.data).toMatchObject({
      name: { uz: "O'rta", ru: null, en: null },
      head_name: { uz: null, ru: null, en: 'Deputy' },
      phone: '+998 71 5',
    })
    expect(everyLocale((await stored(leaf.id)).name)).toEqual({ uz: 'Barg', ru: null, en: null })
    expect(await paths(leaf.id)).toEqual({
      uz: ['Ildiz', "O'rta", 'Barg'],
      ru: ['Ildiz', "O'rta", 'Barg'],
      en: ['Root', "O'rta", 'Barg'],
    })
  })

  it('writes one audit entry, the edited unit’s, and none for the re-saved sub-units', async () => {
    const parent = await createStaffUnit(stack.payload, { name: { uz: 'Audit-ota' } })
    const child = await createStaffUnit(stack.payload, { parent: parent.id, name: { uz: 'Audit-bola' } })

    const response = await stack.api.put(`/api/v1/admin/staff-units/${parent.id}`, {
      token: stack.tokens.editor,
      body: { name: { ru: 'Аудит' }, head_name: { en: 'Chief' } },
    })
    expect(response.status, response.text).toBe(200)
    const entries = await auditEntries(stack.payload, 'staff-units', parent.id)
    expect(entries.map((entry) => entry.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({
      'name.ru': { old: null, new: 'Аудит' },
      'head_name.en': { old: null, new: 'Chief' },
    })
    expect(await auditEntries(stack.payload, 'staff-units', child.id)).toEqual([])
  })

  it('keeps every locale’s path right when the default-locale name changes or a unit moves', async () => {
    const left = await createStaffUnit(stack.payload, { name: { uz: 'Chap', ru: 'Левый' } })
    const right = await createStaffUnit(stack.payload, { name: { uz: "O'ng" } })
    const unit = await createStaffUnit(stack.payload, { parent: left.id, name: { uz: 'Birlik', en: 'Unit' } })
    const below = await createStaffUnit(stack.payload, { parent: unit.id, name: { uz: 'Quyi', ru: 'Нижний' } })

    const renamed = await stack.api.put(`/api/v1/admin/staff-units/${unit.id}`, {
      token: stack.tokens.editor,
      body: { name: { uz: 'Yangi birlik' } },
    })
    expect(renamed.status, renamed.text).toBe(200)
    expect(await paths(below.id)).toEqual({
      uz: ['Chap', 'Yangi birlik', 'Quyi'],
      ru: ['Левый', 'Yangi birlik', 'Нижний'],
      en: ['Chap', 'Unit', 'Quyi'],
    })

    const moved = await stack.api.put(`/api/v1/admin/staff-units/${unit.id}`, {
      token: stack.tokens.editor,
      body: { parent_id: right.id },
    })
    expect(moved.status, moved.text).toBe(200)
    expect(await paths(below.id)).toEqual({
      uz: ["O'ng", 'Yangi birlik', 'Quyi'],
      ru: ["O'ng", 'Yangi birlik', 'Нижний'],
      en: ["O'ng", 'Unit', 'Quyi'],
    })
    const ids = [right.id, unit.id, below.id]
    expect(await pathIds(below.id)).toEqual({ uz: ids, ru: ids, en: ids })
  })

  it('gives a new unit its path in every locale', async () => {
    const parent = await createStaffUnit(stack.payload, { name: { uz: 'Yangi-ota', en: 'New parent' } })
    const response = await stack.api.post('/api/v1/admin/staff-units', {
      token: stack.tokens.editor,
      body: { name: { uz: 'Yangi', ru: 'Новый' }, parent_id: parent.id },
    })
    expect(response.status, response.text).toBe(201)
    const id = response.body.data.id as number
    expect(await paths(id)).toEqual({
      uz: ['Yangi-ota', 'Yangi'],
      ru: ['Yangi-ota', 'Новый'],
      en: ['New parent', 'Yangi'],
    })
    expect(await pathIds(id)).toEqual({ uz: [parent.id, id], ru: [parent.id, id], en: [parent.id, id] })
  })
})

describe('PATCH /api/staff-units/{id}?locale=ru (Payload REST, the admin UI’s save)', () => {
  it('saves a Russian name of a parent whose child has no Russian name and renames the child’s Russian path', async () => {
    const parent = await createStaffUnit(stack.payload, { name: { uz: 'Rest-ota' } })
    const child = await createStaffUnit(stack.payload, { parent: parent.id, name: { uz: 'Rest-bola' } })

    const response = await stack.api.patch(`/api/staff-units/${parent.id}?locale=ru`, {
      token: stack.tokens.editor,
      body: { name: 'Рест-отец' },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.doc.name).toBe('Рест-отец')

    expect(everyLocale((await stored(child.id)).name)).toEqual({ uz: 'Rest-bola', ru: null, en: null })
    expect(await paths(child.id)).toEqual({
      uz: ['Rest-ota', 'Rest-bola'],
      ru: ['Рест-отец', 'Rest-bola'],
      en: ['Rest-ota', 'Rest-bola'],
    })
  })

  it('saves the whole form of a unit as the admin UI sends it, in a locale the unit has no text in', async () => {
    const parent = await createStaffUnit(stack.payload, { name: { uz: 'Forma-ota' } })
    const unit = await createStaffUnit(stack.payload, { parent: parent.id, name: { uz: 'Forma' } })
    const child = await createStaffUnit(stack.payload, { parent: unit.id, name: { uz: 'Forma-bola' } })
    // The edit view reads the unit in its locale without fallback and sends the whole form back.
    const form = await stack.api.get(`/api/staff-units/${unit.id}?locale=en&fallback-locale=none&depth=0`, {
      token: stack.tokens.editor,
    })
    expect(form.status).toBe(200)
    expect(form.body.name ?? null).toBeNull()

    const response = await stack.api.patch(`/api/staff-units/${unit.id}?locale=en`, {
      token: stack.tokens.editor,
      body: { ...form.body, name: 'Form', headName: 'Head' },
    })
    expect(response.status, response.text).toBe(200)
    expect(everyLocale((await stored(unit.id)).name)).toEqual({ uz: 'Forma', ru: null, en: 'Form' })
    expect(everyLocale((await stored(child.id)).name)).toEqual({ uz: 'Forma-bola', ru: null, en: null })
    expect(await paths(child.id)).toEqual({
      uz: ['Forma-ota', 'Forma', 'Forma-bola'],
      ru: ['Forma-ota', 'Forma', 'Forma-bola'],
      en: ['Forma-ota', 'Form', 'Forma-bola'],
    })
  })

  it('saves a unit sent back as read with fallback (another locale’s path rows) without their rows colliding', async () => {
    const parent = await createStaffUnit(stack.payload, { name: { uz: 'Qaytgan-ota' } })
    const unit = await createStaffUnit(stack.payload, { parent: parent.id, name: { uz: 'Qaytgan' } })
    const read = await stack.api.get(`/api/staff-units/${unit.id}?locale=ru&depth=0`, { token: stack.tokens.editor })
    expect(read.body.breadcrumbs).toHaveLength(2)

    const response = await stack.api.patch(`/api/staff-units/${unit.id}?locale=ru`, {
      token: stack.tokens.editor,
      body: { breadcrumbs: read.body.breadcrumbs, name: 'Вернувшийся' },
    })
    expect(response.status, response.text).toBe(200)
    expect(await paths(unit.id)).toEqual({
      uz: ['Qaytgan-ota', 'Qaytgan'],
      ru: ['Qaytgan-ota', 'Вернувшийся'],
      en: ['Qaytgan-ota', 'Qaytgan'],
    })
  })
})
