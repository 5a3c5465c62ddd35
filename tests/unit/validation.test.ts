import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { ValidationError, type ErrorBag } from '../../src/core/errors.js'
import { field, listOf, type RuleSet, type ValidateOptions } from '../../src/api/validation/fields.js'
import { rules, sizeOf } from '../../src/api/validation/rules.js'
import { validateBody } from '../../src/api/validation/validate.js'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The only Payload call the rules make is count(); the stub answers a fixed total and remembers what was asked. */
const fakePayload = (totalDocs = 0) => {
  const calls: { collection: string; where: unknown }[] = []
  const payload = {
    count: async (args: { collection: string; where: unknown }) => {
      calls.push({ collection: args.collection, where: args.where })
      return { totalDocs }
    },
  } as unknown as Payload
  return { payload, calls }
}

/** Modelled on contract 4.1 (programs), plus a few shapes the machinery supports. */
const ruleSet: RuleSet = {
  slug: field('string', [rules.max(255), rules.regex(SLUG), rules.unique('programs', 'slug')], { required: true }),
  program_sector_id: field('integer', [rules.exists('program-sectors')], { nullable: true }),
  kind: field('string', [rules.in(['credit', 'leasing', 'subsidy'])], { required: true }),
  title: field('string', [rules.max(255)], { localized: true, requiredLocale: true }),
  summary: field('string', [rules.max(2000)], { localized: true, nullable: true }),
  required_documents: listOf(field('string', [rules.max(255)]), [], { localized: true, nullable: true }),
  status: field('integer', [rules.in([1, 0])]),
  sort_order: field('integer', [rules.min(0)]),
}

const valid = () => ({ slug: 'wheat-leasing', kind: 'leasing', title: { uz: 'Bug‘doy lizingi', ru: 'Лизинг пшеницы' } })

/** Validates and returns the 422's error bag (and message), failing the test if the body was accepted. */
const rejected = async (
  body: Record<string, unknown>,
  options: ValidateOptions = { mode: 'create' },
  set: RuleSet = ruleSet,
  payload: Payload = fakePayload().payload,
  recordId?: number,
): Promise<{ errors: ErrorBag; message: string }> => {
  try {
    await validateBody(payload, body, set, options, recordId)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    const failure = error as ValidationError
    expect(failure.status).toBe(422)
    expect(failure.body()).toEqual({ message: failure.message, errors: failure.errors })
    return { errors: failure.errors, message: failure.message }
  }
  throw new Error('expected a ValidationError')
}

describe('validateBody', () => {
  describe('presence', () => {
    it('requires every required field on create, localized ones at field.uz', async () => {
      const { errors, message } = await rejected({})
      expect(errors).toEqual({
        slug: ['validation.required'],
        kind: ['validation.required'],
        'title.uz': ['validation.required'],
      })
      expect(message).toBe('validation.required (and 2 more errors)')
    })

    it('checks only the fields present on update', async () => {
      const { payload } = fakePayload()
      expect(await validateBody(payload, {}, ruleSet, { mode: 'update' })).toEqual({})
      expect(await validateBody(payload, { sort_order: 3 }, ruleSet, { mode: 'update' })).toEqual({ sort_order: 3 })
    })

    it('gives a present field all its rules on update', async () => {
      const { errors } = await rejected({ slug: 'Not A Slug' }, { mode: 'update' })
      expect(errors).toEqual({ slug: ['validation.regex'] })
    })

    it('returns the accepted fields and ignores unknown and read-only ones', async () => {
      const { payload } = fakePayload()
      const body = { ...valid(), id: 99, created_at: '2020-01-01', extra: 'x' }
      expect(await validateBody(payload, body, ruleSet, { mode: 'create' })).toEqual(valid())
    })

    it('treats a blank string on a required field as missing', async () => {
      expect((await rejected({ ...valid(), kind: '   ' })).errors).toEqual({ kind: ['validation.required'] })
    })
  })

  describe('null', () => {
    it('accepts null (and an empty string, as null) on a nullable field', async () => {
      const { payload } = fakePayload()
      expect(await validateBody(payload, { program_sector_id: null }, ruleSet, { mode: 'update' })).toEqual({
        program_sector_id: null,
      })
      expect(await validateBody(payload, { program_sector_id: '' }, ruleSet, { mode: 'update' })).toEqual({
        program_sector_id: null,
      })
    })

    it('refuses null on a required field with validation.required', async () => {
      expect((await rejected({ kind: null }, { mode: 'update' })).errors).toEqual({ kind: ['validation.required'] })
    })

    it('refuses null on a field that is neither nullable nor required with its type rule', async () => {
      expect((await rejected({ sort_order: null }, { mode: 'update' })).errors).toEqual({
        sort_order: ['validation.integer'],
      })
      expect((await rejected({ status: null }, { mode: 'update' })).errors).toEqual({
        status: ['validation.integer', 'validation.in'],
      })
    })

    it('accepts null on a nullable localized field', async () => {
      const { payload } = fakePayload()
      expect(await validateBody(payload, { summary: null }, ruleSet, { mode: 'update' })).toEqual({ summary: null })
    })

    it('refuses null on a localized field that is neither nullable nor required with validation.array', async () => {
      const set: RuleSet = { name: field('string', [rules.max(255)], { localized: true }) }
      expect((await rejected({ name: null }, { mode: 'update' }, set)).errors).toEqual({ name: ['validation.array'] })
    })
  })

  describe('rules', () => {
    it('lists every failing rule of a field in rule order', async () => {
      const { errors, message } = await rejected({ ...valid(), slug: `Bad Slug ${'x'.repeat(300)}` })
      expect(errors).toEqual({ slug: ['validation.max', 'validation.regex'] })
      expect(message).toBe('validation.max (and 1 more error)')
    })

    it('lists the type rule and exists for a non-integer id without asking the database', async () => {
      const { payload, calls } = fakePayload(1)
      const { errors } = await rejected({ program_sector_id: 'abc' }, { mode: 'update' }, ruleSet, payload)
      expect(errors).toEqual({ program_sector_id: ['validation.integer', 'validation.exists'] })
      expect(calls).toEqual([])
    })

    it('checks exists against the collection by id', async () => {
      const missing = fakePayload(0)
      expect((await rejected({ program_sector_id: 7 }, { mode: 'update' }, ruleSet, missing.payload)).errors).toEqual({
        program_sector_id: ['validation.exists'],
      })
      expect(missing.calls).toEqual([{ collection: 'program-sectors', where: { id: { equals: 7 } } }])
      const found = fakePayload(1)
      expect(await validateBody(found.payload, { program_sector_id: '7' }, ruleSet, { mode: 'update' })).toEqual({
        program_sector_id: '7',
      })
      expect(found.calls).toEqual([{ collection: 'program-sectors', where: { id: { equals: 7 } } }])
    })

    it('checks unique against other records, leaving out the one being updated', async () => {
      const taken = fakePayload(1)
      expect((await rejected({ slug: 'taken' }, { mode: 'update' }, ruleSet, taken.payload, 12)).errors).toEqual({
        slug: ['validation.unique'],
      })
      expect(taken.calls).toEqual([
        { collection: 'programs', where: { and: [{ slug: { equals: 'taken' } }, { id: { not_equals: 12 } }] } },
      ])
      const free = fakePayload(0)
      await validateBody(free.payload, valid(), ruleSet, { mode: 'create' })
      expect(free.calls).toEqual([{ collection: 'programs', where: { slug: { equals: 'wheat-leasing' } } }])
    })

    it('refuses a value outside in with validation.in', async () => {
      expect((await rejected({ ...valid(), kind: 'grant' })).errors).toEqual({ kind: ['validation.in'] })
      expect((await rejected({ status: 2 }, { mode: 'update' })).errors).toEqual({ status: ['validation.in'] })
      expect((await rejected({ status: true }, { mode: 'update' })).errors).toEqual({
        status: ['validation.integer', 'validation.in'],
      })
    })

    it('accepts integers given as numbers or digit strings', async () => {
      const { payload } = fakePayload()
      expect(await validateBody(payload, { status: '0', sort_order: '12' }, ruleSet, { mode: 'update' })).toEqual({
        status: '0',
        sort_order: '12',
      })
      expect((await rejected({ sort_order: 1.5 }, { mode: 'update' })).errors).toEqual({
        sort_order: ['validation.integer'],
      })
    })
  })

  describe('size rules', () => {
    it('measure a string in characters, not UTF-16 units', async () => {
      const set: RuleSet = { name: field('string', [rules.max(5)]) }
      const { payload } = fakePayload()
      expect(await validateBody(payload, { name: 'жжжжж' }, set, { mode: 'create' })).toEqual({ name: 'жжжжж' })
      expect(await validateBody(payload, { name: '😀😀😀😀😀' }, set, { mode: 'create' })).toEqual({
        name: '😀😀😀😀😀',
      })
      expect((await rejected({ name: 'жжжжжж' }, { mode: 'create' }, set)).errors).toEqual({ name: ['validation.max'] })
    })

    it('measure an integer by its value', async () => {
      expect((await rejected({ sort_order: -1 }, { mode: 'update' })).errors).toEqual({
        sort_order: ['validation.min'],
      })
      expect((await rejected({ sort_order: '-1' }, { mode: 'update' })).errors).toEqual({
        sort_order: ['validation.min'],
      })
      const set: RuleSet = { sort_order: field('integer', [rules.between(0, 9999)]) }
      expect((await rejected({ sort_order: 10000 }, { mode: 'update' }, set)).errors).toEqual({
        sort_order: ['validation.between'],
      })
      const { payload } = fakePayload()
      expect(await validateBody(payload, { sort_order: 9999 }, set, { mode: 'update' })).toEqual({ sort_order: 9999 })
    })

    it('measure an array by its item count', async () => {
      const set: RuleSet = { photos: field('array', [rules.max(3)]) }
      const { payload } = fakePayload()
      expect(await validateBody(payload, { photos: [1, 2, 3] }, set, { mode: 'create' })).toEqual({ photos: [1, 2, 3] })
      expect((await rejected({ photos: [1, 2, 3, 4] }, { mode: 'create' }, set)).errors).toEqual({
        photos: ['validation.max'],
      })
    })
  })

  describe('localized fields', () => {
    it('refuses an unknown locale key with validation.in on field.key', async () => {
      expect((await rejected({ ...valid(), title: { uz: 'Nomi', xx: 'a' } })).errors).toEqual({
        'title.xx': ['validation.in'],
      })
    })

    it('refuses a non-string locale value with validation.string on field.key', async () => {
      expect((await rejected({ ...valid(), title: { uz: 'Nomi', ru: 5 } })).errors).toEqual({
        'title.ru': ['validation.string'],
      })
    })

    it('refuses a value that is not an object with validation.array on the field', async () => {
      expect((await rejected({ ...valid(), title: 'Nomi' })).errors).toEqual({ title: ['validation.array'] })
      expect((await rejected({ summary: ['a'] }, { mode: 'update' })).errors).toEqual({ summary: ['validation.array'] })
    })

    it('applies the rules per locale', async () => {
      expect((await rejected({ ...valid(), title: { uz: 'Nomi', en: 'x'.repeat(256) } })).errors).toEqual({
        'title.en': ['validation.max'],
      })
    })

    it('lets null clear a locale', async () => {
      const { payload } = fakePayload()
      const body = { summary: { ru: null, en: 'Summary' } }
      expect(await validateBody(payload, body, ruleSet, { mode: 'update' })).toEqual(body)
    })

    it('requires uz on create even when other locales are given', async () => {
      expect((await rejected({ ...valid(), title: { ru: 'Лизинг' } })).errors).toEqual({
        'title.uz': ['validation.required'],
      })
    })

    it('requires a non-blank uz when uz is written', async () => {
      expect((await rejected({ title: { uz: '   ' } }, { mode: 'update' })).errors).toEqual({
        'title.uz': ['validation.required'],
      })
      expect((await rejected({ title: { uz: null } }, { mode: 'update' })).errors).toEqual({
        'title.uz': ['validation.required'],
      })
    })

    it('accepts an update without uz when the stored uz is non-empty', async () => {
      const { payload } = fakePayload()
      const options: ValidateOptions = { mode: 'update', existing: { title: { uz: 'Eski nomi', ru: 'Старое' } } }
      expect(await validateBody(payload, { title: { ru: 'Новое' } }, ruleSet, options)).toEqual({
        title: { ru: 'Новое' },
      })
    })

    it('refuses an update without uz when the stored uz is empty', async () => {
      const stored = (uz: string | null) => ({ mode: 'update' as const, existing: { title: { uz, ru: 'Старое' } } })
      expect((await rejected({ title: { ru: 'Новое' } }, stored(null))).errors).toEqual({
        'title.uz': ['validation.required'],
      })
      expect((await rejected({ title: { ru: 'Новое' } }, stored(''))).errors).toEqual({
        'title.uz': ['validation.required'],
      })
      expect((await rejected({ title: { ru: 'Новое' } }, { mode: 'update' })).errors).toEqual({
        'title.uz': ['validation.required'],
      })
    })

    it('refuses null for a required localized field at field.uz', async () => {
      expect((await rejected({ title: null }, { mode: 'update' })).errors).toEqual({
        'title.uz': ['validation.required'],
      })
    })

    it('does not add required to a uz that already failed its type', async () => {
      expect((await rejected({ ...valid(), title: { uz: 7 } })).errors).toEqual({ 'title.uz': ['validation.string'] })
    })
  })

  describe('list fields', () => {
    it('checks each item of a localized list under field.locale.N', async () => {
      const body = { required_documents: { uz: ['Pasport', 5, 'x'.repeat(256)], ru: ['Паспорт'] } }
      expect((await rejected(body, { mode: 'update' })).errors).toEqual({
        'required_documents.uz.1': ['validation.string'],
        'required_documents.uz.2': ['validation.max'],
      })
    })

    it('refuses a locale value that is not a list with validation.array', async () => {
      expect((await rejected({ required_documents: { uz: 'Pasport' } }, { mode: 'update' })).errors).toEqual({
        'required_documents.uz': ['validation.array'],
      })
    })

    it('accepts lists of strings and null locales', async () => {
      const { payload } = fakePayload()
      const body = { required_documents: { uz: ['Pasport', 'Ariza'], ru: null } }
      expect(await validateBody(payload, body, ruleSet, { mode: 'update' })).toEqual(body)
    })

    it('checks each item of a plain list under field.N', async () => {
      const set: RuleSet = { photo_ids: listOf(field('integer', [rules.min(1)])) }
      expect((await rejected({ photo_ids: [3, 'x', 0] }, { mode: 'create' }, set)).errors).toEqual({
        'photo_ids.1': ['validation.integer'],
        'photo_ids.2': ['validation.min'],
      })
      expect((await rejected({ photo_ids: 3 }, { mode: 'create' }, set)).errors).toEqual({
        photo_ids: ['validation.array'],
      })
    })
  })

  describe('summary message', () => {
    it('is the only key when there is one error', async () => {
      expect((await rejected({ ...valid(), kind: 'grant' })).message).toBe('validation.in')
    })

    it('says "(and 1 more error)" for two errors', async () => {
      expect((await rejected({ ...valid(), kind: 'grant', sort_order: -1 })).message).toBe(
        'validation.in (and 1 more error)',
      )
    })

    it('counts every failing rule, not every field', async () => {
      const { message } = await rejected({ ...valid(), slug: `Bad ${'x'.repeat(300)}`, kind: 'grant' })
      expect(message).toBe('validation.max (and 2 more errors)')
    })
  })
})

describe('sizeOf', () => {
  it('counts characters of a string, the value of a number and the items of an array', () => {
    expect(sizeOf('abc', 'string')).toBe(3)
    expect(sizeOf('ўзб', 'string')).toBe(3)
    expect(sizeOf(42, 'integer')).toBe(42)
    expect(sizeOf('42', 'integer')).toBe(42)
    expect(sizeOf('abc', 'integer')).toBe(3)
    expect(sizeOf(12345, 'string')).toBe(5)
    expect(sizeOf(['a', 'b'], 'array')).toBe(2)
    expect(sizeOf({ a: 1 }, 'object')).toBeNull()
  })
})

describe('rules.date', () => {
  it('accepts real calendar dates only, as YYYY-MM-DD', () => {
    const check = (value: unknown) => rules.date().check(value, {} as never, 'date')
    expect(check('2024-02-29')).toBe(true)
    expect(check('2023-02-29')).toBe(false)
    expect(check('2024-02-30')).toBe(false)
    expect(check('2024-2-3')).toBe(false)
    expect(check('2024-02-29T00:00:00Z')).toBe(false)
  })
})
