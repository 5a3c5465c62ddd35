import type { RequestHandler } from 'express'

const languages = ['uz', 'ru', 'en'] as const
const COOKIE = /(?:^|;\s*)payload-lng=([^;]+)/

/** The first of uz, ru, en the browser asks for, by quality; undefined when it asks for none of them. */
export function preferredInterfaceLanguage(header: string | undefined): (typeof languages)[number] | undefined {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.trim().toLowerCase().split('-')[0], quality: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.base && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return wanted
    .map((entry) => entry.base)
    .find((base): base is (typeof languages)[number] => (languages as readonly string[]).includes(base))
}

/**
 * Payload picks the admin UI's language from its cookie, else from Accept-Language among the languages it ships (no
 * Uzbek), else the fallback (Uzbek). An Uzbek browser that also accepts Russian would get Russian; so, absent the
 * cookie, the header is reduced here to the one language the editor's browser prefers among ours, and to nothing
 * (the Uzbek fallback) when that is Uzbek or none of ours.
 */
export const interfaceLanguage: RequestHandler = (req, _res, next) => {
  if (!COOKIE.test(req.headers.cookie ?? '')) {
    const language = preferredInterfaceLanguage(req.headers['accept-language'])
    if (language && language !== 'uz') req.headers['accept-language'] = language
    else delete req.headers['accept-language']
  }
  next()
}
