import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { formatDateTime, formatFileSize, fundDay, startOfFundDay } from '../../src/admin/format.js'
import { preferredInterfaceLanguage } from '../../src/admin/interfaceLanguage.js'
import { localeCoverage } from '../../src/fields/localeStatus.js'
import { buildTree } from '../../src/admin/StaffUnitTree.js'
import { plainAddress } from '../../src/hooks/audit.js'
import { rewriteCodeSearch } from '../../src/hooks/auditSearch.js'

describe('the interface language a browser asks for', () => {
  it.each([
    ['uz-UZ,ru;q=0.9,en;q=0.8', 'uz'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8', 'ru'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,ru;q=0.5', 'ru'],
    ['en;q=0.4,uz;q=0.8', 'uz'],
    ['fr-FR', undefined],
    ['', undefined],
    [undefined, undefined],
    ['ru;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredInterfaceLanguage(header)).toBe(expected)
  })
})

describe('what editors read', () => {
  it('file sizes', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB')
    expect(formatFileSize(null)).toBe('—')
  })

  it("dates with the year, on the fund's clock whatever the machine's zone", () => {
    // 04:05 UTC is 09:05 in Tashkent (REPORT_TIME_ZONE's default), the day before 00:30 there is another in UTC.
    expect(formatDateTime('2026-11-02T04:05:00Z', 'Asia/Tashkent')).toBe('02.11.2026 09:05')
    expect(formatDateTime('2026-11-01T19:30:00Z', 'Asia/Tashkent')).toBe('02.11.2026 00:30')
    expect(formatDateTime('2026-11-02T04:05:00Z', 'America/New_York')).toBe('01.11.2026 23:05')
    expect(formatDateTime('not a date')).toBe('—')
  })

  it("the fund's days: where one begins, and which one an instant falls on", () => {
    expect(startOfFundDay('2026-03-05', 0, 'Asia/Tashkent').toISOString()).toBe('2026-03-04T19:00:00.000Z')
    expect(startOfFundDay('2026-03-05', 1, 'Asia/Tashkent').toISOString()).toBe('2026-03-05T19:00:00.000Z')
    expect(startOfFundDay('2026-12-31', 1, 'Asia/Tashkent').toISOString()).toBe('2026-12-31T19:00:00.000Z')
    // A day a clock changes on: New York's spring forward, and Chatham's 45-minute offset.
    expect(startOfFundDay('2026-03-08', 1, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(startOfFundDay('2026-03-08', 0, 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfFundDay('2026-07-01', 0, 'Pacific/Chatham').toISOString()).toBe('2026-06-30T11:15:00.000Z')
    expect(fundDay(new Date('2026-03-04T19:00:00.000Z'), 'Asia/Tashkent')).toBe('2026-03-05')
    expect(fundDay(new Date('2026-03-04T18:59:59.999Z'), 'Asia/Tashkent')).toBe('2026-03-04')
    expect(fundDay(new Date('nonsense'), 'Asia/Tashkent')).toBe('')
  })

  it('IPv4 clients without the IPv6 mapping prefix', () => {
    expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(plainAddress('::1')).toBe('::1')
    expect(plainAddress('10.0.0.7')).toBe('10.0.0.7')
    expect(plainAddress(null)).toBeNull()
  })
})

describe('the audit search rewrite', () => {
  const fields = {
    action: {
      codes: ['created', 'updated', 'login'],
      labels: (code: string) =>
        ({ created: { ru: 'Создание' }, updated: { ru: 'Изменение' }, login: { ru: 'Вход' } })[code],
      keepText: false,
    },
    resource: { codes: ['programs'], labels: () => ({ en: 'Financing programs' }), keepText: true },
  }

  it('turns a substring on a code into the codes whose code or label contain it', () => {
    expect(rewriteCodeSearch({ action: { like: 'ВХО' } }, fields)).toEqual({ and: [{ action: { in: ['login'] } }] })
    expect(rewriteCodeSearch({ action: { contains: 'ated' } }, fields)).toEqual({
      and: [{ action: { in: ['created', 'updated'] } }],
    })
  })

  it('matches nothing (rather than failing) when no code fits, and keeps the text search on a text column', () => {
    expect(rewriteCodeSearch({ action: { like: 'zzz' } }, fields)).toEqual({ and: [{ id: { equals: 0 } }] })
    expect(rewriteCodeSearch({ resource: { like: 'financing' } }, fields)).toEqual({
      and: [{ or: [{ resource: { like: 'financing' } }, { resource: { in: ['programs'] } }] }],
    })
  })

  it('walks and/or groups and leaves other conditions alone', () => {
    const where = {
      and: [{ userEmail: { like: 'a@b' } }],
      or: [{ action: { equals: 'login' } }, { action: { like: 'creat' } }],
    }
    expect(rewriteCodeSearch(where, fields)).toEqual({
      and: [{ userEmail: { like: 'a@b' } }],
      or: [{ action: { equals: 'login' } }, { and: [{ action: { in: ['created'] } }] }],
    })
  })
})

describe('translation coverage of a record', () => {
  const fields = [
    { name: 'title', type: 'text', localized: true, custom: { requiredLocalized: true } },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'bodyHtml', type: 'textarea', localized: true, admin: { hidden: true } },
    { type: 'row', fields: [{ name: 'body', type: 'richText', localized: true }] },
    { name: 'slug', type: 'text' },
  ] as Field[]

  it('counts filled translatable fields per locale and names the required ones missing', () => {
    const paragraph = (text: string) => ({ root: { children: [{ children: text ? [{ text }] : [] }] } })
    const coverage = localeCoverage(fields, {
      title: { uz: 'Nomi', ru: 'Название', en: '' },
      summary: { uz: 'Qisqa' },
      body: { uz: paragraph('Matn'), ru: paragraph('') },
      bodyHtml: { en: '<p>x</p>' },
    })
    expect(coverage).toEqual([
      { locale: 'uz', filled: 3, total: 3, missingRequired: [] },
      { locale: 'ru', filled: 1, total: 3, missingRequired: [] },
      { locale: 'en', filled: 0, total: 3, missingRequired: ['title'] },
    ])
  })
})

describe('the staff-unit tree', () => {
  it('nests units under their parents, siblings by sort order, orphans at the top', () => {
    const tree = buildTree([
      { id: 1, name: 'Board', parent: null, sortOrder: 0 },
      { id: 2, name: 'Finance', parent: 1, sortOrder: 2 },
      { id: 3, name: 'Legal', parent: { id: 1 }, sortOrder: 1 },
      { id: 4, name: 'Treasury', parent: 2, sortOrder: 0 },
      { id: 5, name: 'Orphan', parent: 99, sortOrder: 0 },
    ])
    const shape = (nodes: ReturnType<typeof buildTree>): unknown[] =>
      nodes.map((node) => [node.name, shape(node.children)])
    expect(shape(tree)).toEqual([
      [
        'Board',
        [
          ['Legal', []],
          ['Finance', [['Treasury', []]]],
        ],
      ],
      ['Orphan', []],
    ])
  })
})
