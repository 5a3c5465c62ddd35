import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const loader = require('../../src/build/payloadDateZoneLoader.cjs') as {
  FILES: RegExp
  withFundTimeZone: (source: string, file: string) => string
}

/** Where @payloadcms/ui ships formatDate: what an upgrade must keep for the admin UI's dates to stay on the fund's clock. */
const copies = [
  'exports/client/index.js',
  'exports/shared/index.js',
  'utilities/formatDocTitle/formatDateTitle.js',
].map((file) => path.resolve(import.meta.dirname, '../../node_modules/@payloadcms/ui/dist', file))

describe("Payload's formatDate defaults to the fund's time zone (src/build/payloadDateZoneLoader.cjs)", () => {
  it.each(copies)('rewrites the one formatDate of %s', (file) => {
    expect(loader.FILES.test(file)).toBe(true)
    const rewritten = loader.withFundTimeZone(readFileSync(file, 'utf8'), file)
    expect(rewritten.match(/timezone(:[\w$]+)?=globalThis\[Symbol\.for\("agrofund\.timeZone"\)\]/g)).toHaveLength(1)
  })

  it('fails the build on a file without it', () => {
    expect(() => loader.withFundTimeZone('export const x = 1', 'index.js')).toThrow(/found it 0 times/)
  })

  it('gives an explicit zone precedence, and the default only when none is passed', async () => {
    const source = loader.withFundTimeZone(
      'export const formatDate = ({ date, i18n, pattern, timezone }) => timezone',
      'formatDateTitle.js',
    )
    const { formatDate } = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      formatDate: (args: Record<string, unknown>) => string
    }
    const key = Symbol.for('agrofund.timeZone')
    ;(globalThis as Record<symbol, unknown>)[key] = 'Asia/Tashkent'
    expect(formatDate({ date: 0, i18n: {}, pattern: '' })).toBe('Asia/Tashkent')
    expect(formatDate({ date: 0, i18n: {}, pattern: '', timezone: 'Europe/Moscow' })).toBe('Europe/Moscow')
    delete (globalThis as Record<symbol, unknown>)[key]
  })
})
