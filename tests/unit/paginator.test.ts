import { describe, expect, it } from 'vitest'
import { pageUrl, pageWindow, paginate, type PageInput } from '../../src/api/paginator.js'
import { PAGE_META_KEYS } from '../support/contract.js'

const PATH = 'http://h/api/v1/x'
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * Expected windows worked out by hand from Laravel 11's UrlWindow with onEachSide = 3:
 * last < 14 → every page; current <= 7 → 1..10, '...', last-1, last;
 * current > last - 7 → 1, 2, '...', last-9..last; otherwise 1, 2, '...', current±3, '...', last-1, last.
 */
describe('pageWindow', () => {
  it('lists every page while there are fewer than 14', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 13)).toEqual(range(1, 13))
    expect(pageWindow(13, 13)).toEqual(range(1, 13))
    expect(pageWindow(7, 13)).toEqual(range(1, 13))
  })

  it('slides from the beginning when the current page is within the first 7', () => {
    expect(pageWindow(1, 14)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '...', 13, 14])
    expect(pageWindow(7, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '...', 19, 20])
  })

  it('slides from the end when the current page is within the last 7', () => {
    expect(pageWindow(14, 20)).toEqual([1, 2, '...', 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(20, 20)).toEqual([1, 2, '...', 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(8, 14)).toEqual([1, 2, '...', 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
  })

  it('shows three pages each side of the current one with gaps in the middle', () => {
    expect(pageWindow(8, 20)).toEqual([1, 2, '...', 5, 6, 7, 8, 9, 10, 11, '...', 19, 20])
    expect(pageWindow(13, 20)).toEqual([1, 2, '...', 10, 11, 12, 13, 14, 15, 16, '...', 19, 20])
    expect(pageWindow(10, 50)).toEqual([1, 2, '...', 7, 8, 9, 10, 11, 12, 13, '...', 49, 50])
  })

  it('treats a page past the end like the end', () => {
    expect(pageWindow(30, 20)).toEqual([1, 2, '...', 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(9, 4)).toEqual([1, 2, 3, 4])
  })
})

describe('pageUrl', () => {
  it('appends page to a URL without a query', () => {
    expect(pageUrl({ path: PATH, query: [] }, 3)).toBe(`${PATH}?page=3`)
  })

  it('keeps the other parameters in their order and encodes brackets like PHP', () => {
    const query: [string, string][] = [
      ['filter[status]', '1'],
      ['sort', '-id'],
      ['per_page', '5'],
      ['lang', 'ru'],
    ]
    expect(pageUrl({ path: PATH, query }, 2)).toBe(`${PATH}?filter%5Bstatus%5D=1&sort=-id&per_page=5&lang=ru&page=2`)
  })

  it('encodes commas and non-ASCII text', () => {
    const query: [string, string][] = [
      ['filter[kind]', 'credit,leasing'],
      ['filter[search]', 'пшеница'],
    ]
    expect(pageUrl({ path: PATH, query }, 1)).toBe(
      `${PATH}?filter%5Bkind%5D=credit%2Cleasing&filter%5Bsearch%5D=%D0%BF%D1%88%D0%B5%D0%BD%D0%B8%D1%86%D0%B0&page=1`,
    )
  })

  it('puts page last as Laravel does, even when the request had it first', () => {
    // Laravel's addQuery() drops the incoming `page`, then url() merges [page => n] at the end.
    const query: [string, string][] = [
      ['page', '2'],
      ['per_page', '5'],
    ]
    expect(pageUrl({ path: PATH, query }, 3)).toBe(`${PATH}?per_page=5&page=3`)
  })

  it("encodes like Laravel's Arr::query (RFC 3986): space as %20, ~ kept, !'()* escaped", () => {
    const query: [string, string][] = [['filter[search]', "a b~!'()*"]]
    expect(pageUrl({ path: PATH, query }, 1)).toBe(`${PATH}?filter%5Bsearch%5D=a%20b~%21%27%28%29%2A&page=1`)
  })
})

describe('paginate', () => {
  const input = (overrides: Partial<PageInput> = {}): PageInput => ({
    path: PATH,
    query: [],
    page: 1,
    perPage: 15,
    total: 52,
    count: 15,
    ...overrides,
  })
  const link = (page: number, active = false) => ({ url: `${PATH}?page=${page}`, label: String(page), active })

  it("answers the Laravel envelope with keys in Laravel's order", () => {
    const page = paginate(['a'], input())
    expect(Object.keys(page)).toEqual(['data', 'links', 'meta'])
    expect(Object.keys(page.links)).toEqual(['first', 'last', 'prev', 'next'])
    expect(Object.keys(page.meta)).toEqual(PAGE_META_KEYS)
    expect(Object.keys(page.meta.links[0])).toEqual(['url', 'label', 'active'])
  })

  it('answers the first page of the contract example exactly', () => {
    expect(paginate(['row'], input())).toEqual({
      data: ['row'],
      links: { first: `${PATH}?page=1`, last: `${PATH}?page=4`, prev: null, next: `${PATH}?page=2` },
      meta: {
        current_page: 1,
        from: 1,
        last_page: 4,
        links: [
          { url: null, label: '&laquo; Previous', active: false },
          link(1, true),
          link(2),
          link(3),
          link(4),
          { url: `${PATH}?page=2`, label: 'Next &raquo;', active: false },
        ],
        path: PATH,
        per_page: 15,
        to: 15,
        total: 52,
      },
    })
  })

  it('counts from and to on a middle page', () => {
    const page = paginate([], input({ page: 2, count: 15 }))
    expect(page.meta.from).toBe(16)
    expect(page.meta.to).toBe(30)
    expect(page.links.prev).toBe(`${PATH}?page=1`)
    expect(page.links.next).toBe(`${PATH}?page=3`)
    expect(page.meta.links.filter((item) => item.active)).toEqual([link(2, true)])
  })

  it('has no next link on the last page and counts a short page', () => {
    const page = paginate([], input({ page: 4, count: 7 }))
    expect(page.meta.from).toBe(46)
    expect(page.meta.to).toBe(52)
    expect(page.links.next).toBeNull()
    expect(page.meta.links[page.meta.links.length - 1]).toEqual({ url: null, label: 'Next &raquo;', active: false })
    expect(page.meta.links[0]).toEqual({ url: `${PATH}?page=3`, label: '&laquo; Previous', active: false })
  })

  it('answers an empty list as one page with from and to null', () => {
    expect(paginate([], input({ total: 0, count: 0 }))).toEqual({
      data: [],
      links: { first: `${PATH}?page=1`, last: `${PATH}?page=1`, prev: null, next: null },
      meta: {
        current_page: 1,
        from: null,
        last_page: 1,
        links: [
          { url: null, label: '&laquo; Previous', active: false },
          link(1, true),
          { url: null, label: 'Next &raquo;', active: false },
        ],
        path: PATH,
        per_page: 15,
        to: null,
        total: 0,
      },
    })
  })

  it('answers a page past the end with from and to null and a link back', () => {
    const page = paginate([], input({ page: 9, count: 0 }))
    expect(page.meta.current_page).toBe(9)
    expect(page.meta.from).toBeNull()
    expect(page.meta.to).toBeNull()
    expect(page.links.prev).toBe(`${PATH}?page=8`)
    expect(page.links.next).toBeNull()
    expect(page.meta.links.some((item) => item.active)).toBe(false)
  })

  it('writes gaps as url null, label ..., inactive', () => {
    const page = paginate([], input({ page: 10, perPage: 1, total: 50, count: 1 }))
    expect(page.meta.links.map((item) => item.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '...',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '...',
      '49',
      '50',
      'Next &raquo;',
    ])
    expect(page.meta.links[3]).toEqual({ url: null, label: '...', active: false })
    expect(page.meta.links[11]).toEqual({ url: null, label: '...', active: false })
  })

  it("keeps the request's other query parameters in every URL", () => {
    const query: [string, string][] = [
      ['filter[status]', '1'],
      ['per_page', '5'],
    ]
    const page = paginate([], input({ query, perPage: 5, total: 12, count: 5 }))
    expect(page.links).toEqual({
      first: `${PATH}?filter%5Bstatus%5D=1&per_page=5&page=1`,
      last: `${PATH}?filter%5Bstatus%5D=1&per_page=5&page=3`,
      prev: null,
      next: `${PATH}?filter%5Bstatus%5D=1&per_page=5&page=2`,
    })
    expect(page.meta.links.map((item) => item.url)).toEqual([
      null,
      `${PATH}?filter%5Bstatus%5D=1&per_page=5&page=1`,
      `${PATH}?filter%5Bstatus%5D=1&per_page=5&page=2`,
      `${PATH}?filter%5Bstatus%5D=1&per_page=5&page=3`,
      `${PATH}?filter%5Bstatus%5D=1&per_page=5&page=2`,
    ])
    expect(page.meta.path).toBe(PATH)
  })
})
