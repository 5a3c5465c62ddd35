import { defaultLocale, isLocale, locales, type Locale } from '../config/locales.js'

/** `?lang`, else the first supported language of Accept-Language (by q), else Content-Language, else uz. */
export function resolveLocale(
  query: Record<string, unknown>,
  headers: Record<string, string | string[] | undefined>,
): Locale {
  const lang = query.lang
  if (isLocale(lang)) return lang
  const fromHeader = (header: string | string[] | undefined): Locale | undefined => {
    const text = Array.isArray(header) ? header.join(',') : header
    if (!text) return undefined
    const ranked = text
      .split(',')
      .map((part, index) => {
        const [tag, ...params] = part.trim().split(';')
        const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
        return { tag: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index }
      })
      .filter((item) => item.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index)
    return ranked.find((item) => isLocale(item.tag))?.tag as Locale | undefined
  }
  return fromHeader(headers['accept-language']) ?? fromHeader(headers['content-language']) ?? defaultLocale
}

const nonEmpty = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0)

/** The request locale's value, else uz, else any non-empty locale, else null. */
export function pickLocale<T = unknown>(
  values: Record<string, T | null | undefined> | null | undefined,
  locale: Locale,
): T | null {
  if (!values || typeof values !== 'object') return null
  if (nonEmpty(values[locale])) return values[locale] as T
  if (nonEmpty(values[defaultLocale])) return values[defaultLocale] as T
  for (const other of locales) if (nonEmpty(values[other])) return values[other] as T
  return null
}

/** Admin reads: every locale as a key, missing ones as null. */
export function allLocales<T = unknown>(values: unknown): Record<Locale, T | null> {
  const source = values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, T>) : {}
  return Object.fromEntries(locales.map((locale) => [locale, source[locale] ?? null])) as Record<Locale, T | null>
}

/**
 * The language of a request (contract 1.4). A read has no body for Content-Language to describe, and an HTTP cache
 * keys a public answer by `?lang` and `Accept-Language` alone (`Vary`), so a GET's own Content-Language is ignored.
 */
export function requestLocale(req: {
  method: string
  query: unknown
  headers: Record<string, string | string[] | undefined>
}): Locale {
  const query = (req.query ?? {}) as Record<string, unknown>
  if (req.method === 'GET' || req.method === 'HEAD')
    return resolveLocale(query, { 'accept-language': req.headers['accept-language'] })
  return resolveLocale(query, req.headers)
}
