import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { diffDocuments } from '../../src/hooks/audit.js'

/** A collection shaped like ours: localized text, layout fields, relations, rich text, and the auth fields of users. */
const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  {
    type: 'row',
    fields: [
      { name: 'kind', type: 'select', options: ['credit', 'leasing'] },
      { name: 'sortOrder', type: 'number' },
    ],
  },
  { name: 'programSector', type: 'relationship', relationTo: 'program-sectors' },
  { name: 'relatedSectors', type: 'relationship', relationTo: 'program-sectors', hasMany: true },
  { name: 'requiredDocuments', type: 'json', localized: true },
  { name: 'body', type: 'richText', localized: true },
  { name: 'bodyHtml', type: 'textarea', localized: true, admin: { hidden: true } },
  { type: 'tabs', tabs: [{ label: 'SEO', fields: [{ name: 'metaTitle', type: 'text' }] }] },
  { type: 'collapsible', label: 'Contact', fields: [{ name: 'phoneNumber', type: 'text' }] },
  { name: 'internalNote', type: 'text', custom: { audit: false } },
  { name: 'email', type: 'email' },
  { name: 'password', type: 'text' },
  { name: 'hash', type: 'text', admin: { hidden: false } },
  { name: 'salt', type: 'text' },
  { name: 'sessions', type: 'array', fields: [{ name: 'expiresAt', type: 'date' }] },
  { name: 'resetPasswordToken', type: 'text' },
  { name: 'apiKey', type: 'text' },
  { name: 'loginAttempts', type: 'number' },
]

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})

describe('diffDocuments', () => {
  it('keys a single-locale write of a localized field as field.locale', () => {
    expect(diffDocuments(fields, { title: 'Лизинг' }, { title: 'Лизинг пшеницы' }, 'ru')).toEqual({
      'title.ru': { old: 'Лизинг', new: 'Лизинг пшеницы' },
    })
  })

  it('keys a localized field without a request locale by its name', () => {
    expect(diffDocuments(fields, { title: 'a' }, { title: 'b' }, undefined)).toEqual({ title: { old: 'a', new: 'b' } })
  })

  it('diffs locale maps per locale, missing locales as null', () => {
    const before = { title: { uz: 'Lizing', ru: 'Лизинг' } }
    const after = { title: { uz: 'Lizing', ru: 'Лизинг пшеницы', en: 'Leasing' } }
    expect(diffDocuments(fields, before, after, 'all')).toEqual({
      'title.ru': { old: 'Лизинг', new: 'Лизинг пшеницы' },
      'title.en': { old: null, new: 'Leasing' },
    })
  })

  it('diffs localized JSON lists per locale', () => {
    const before = { requiredDocuments: { uz: ['Pasport'], ru: ['Паспорт'] } }
    const after = { requiredDocuments: { uz: ['Pasport', 'Ariza'], ru: ['Паспорт'] } }
    expect(diffDocuments(fields, before, after, undefined)).toEqual({
      'required_documents.uz': { old: ['Pasport'], new: ['Pasport', 'Ariza'] },
    })
  })

  it('writes keys in snake_case, including fields inside rows, tabs and collapsibles', () => {
    const changes = diffDocuments(
      fields,
      { sortOrder: 1, metaTitle: 'a', phoneNumber: '1' },
      { sortOrder: 2, metaTitle: 'b', phoneNumber: '2' },
      'uz',
    )
    expect(changes).toEqual({
      sort_order: { old: 1, new: 2 },
      meta_title: { old: 'a', new: 'b' },
      phone_number: { old: '1', new: '2' },
    })
  })

  it('lists nothing when nothing changed', () => {
    const doc = { title: { uz: 'a', ru: 'b' }, slug: 's', sortOrder: 0, programSector: 3 }
    expect(diffDocuments(fields, doc, { ...doc, updatedAt: '2026-01-01T00:00:00.000Z' }, undefined)).toEqual({})
  })

  it('records every field of a created document with old null', () => {
    expect(
      diffDocuments(
        fields,
        null,
        { id: 5, slug: 'wheat', kind: 'credit', createdAt: '2026-01-01T00:00:00.000Z' },
        'uz',
      ),
    ).toEqual({
      slug: { old: null, new: 'wheat' },
      kind: { old: null, new: 'credit' },
    })
  })

  it('records every field of a deleted document with new null', () => {
    expect(diffDocuments(fields, { id: 5, slug: 'wheat', title: { uz: 'Bug‘doy' } }, null, undefined)).toEqual({
      'title.uz': { old: 'Bug‘doy', new: null },
      slug: { old: 'wheat', new: null },
    })
  })

  it('never lists passwords, hashes, salts, sessions, tokens or opted-out fields', () => {
    // Two versions of an account in which every field changed.
    const [before, after] = (
      [
        ['a@example.com', 'old', 'h1', 's1', 'x', 't1', 'k1', 0, 'a'],
        ['b@example.com', 'new', 'h2', 's2', 'y', 't2', 'k2', 3, 'b'],
      ] as const
    ).map(([email, password, hash, salt, session, resetPasswordToken, apiKey, loginAttempts, internalNote]) => ({
      email,
      password,
      hash,
      salt,
      sessions: [{ id: session }],
      resetPasswordToken,
      apiKey,
      loginAttempts,
      internalNote,
    }))
    expect(diffDocuments(fields, before, after, undefined)).toEqual({
      email: { old: 'a@example.com', new: 'b@example.com' },
    })
  })

  it('skips hidden derived copies such as the HTML of rich text', () => {
    expect(
      diffDocuments(fields, { bodyHtml: { uz: '<p>a</p>' } }, { bodyHtml: { uz: '<p>b</p>' } }, undefined),
    ).toEqual({})
  })

  it('normalises populated relations to their ids', () => {
    expect(diffDocuments(fields, { programSector: { id: 3, slug: 'grain' } }, { programSector: 3 }, undefined)).toEqual(
      {},
    )
    expect(
      diffDocuments(
        fields,
        { programSector: { id: 3, slug: 'grain' } },
        { programSector: { id: 4, slug: 'fruit' } },
        undefined,
      ),
    ).toEqual({
      program_sector: { old: 3, new: 4 },
    })
    expect(diffDocuments(fields, { programSector: 3 }, { programSector: null }, undefined)).toEqual({
      program_sector: { old: 3, new: null },
    })
  })

  it('normalises has-many relations to lists of ids', () => {
    expect(
      diffDocuments(
        fields,
        {
          relatedSectors: [
            { id: 1, slug: 'a' },
            { id: 2, slug: 'b' },
          ],
        },
        { relatedSectors: [1, 2] },
        undefined,
      ),
    ).toEqual({})
    expect(
      diffDocuments(fields, { relatedSectors: [{ id: 1 }, { id: 2 }] }, { relatedSectors: [2, 7] }, undefined),
    ).toEqual({
      related_sectors: { old: [1, 2], new: [2, 7] },
    })
  })

  it('records rich text as its HTML, per locale', () => {
    expect(
      diffDocuments(fields, { body: { uz: lexical('Eski') } }, { body: { uz: lexical('Yangi'), ru: null } }, undefined),
    ).toEqual({
      'body.uz': { old: '<p>Eski</p>', new: '<p>Yangi</p>' },
    })
  })

  it('records a change inside the rows of an array field (rows carry an id)', () => {
    // Payload gives every array row (and block) an `id`; normalising rows to that id hides every edit of their content.
    const withSteps: Field[] = [{ name: 'steps', type: 'array', fields: [{ name: 'text', type: 'text' }] }]
    const changes = diffDocuments(
      withSteps,
      { steps: [{ id: '65f0a1', text: 'Ariza' }] },
      { steps: [{ id: '65f0a1', text: 'Ariza va pasport' }] },
      undefined,
    )
    expect(Object.keys(changes)).toEqual(['steps'])
    expect(JSON.stringify(changes.steps.old)).toContain('Ariza')
    expect(JSON.stringify(changes.steps.new)).toContain('Ariza va pasport')
  })
})
