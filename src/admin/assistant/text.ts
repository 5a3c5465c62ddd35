import type { I18nClient } from '@payloadcms/translations'
import { interfaceText } from '../../i18n/interfaceText.js'

type Language = 'uz' | 'ru' | 'en'
type Localized = Record<Language, string>

const languageOf = (i18n: Pick<I18nClient, 'language'>): Language =>
  ['uz', 'ru', 'en'].includes(i18n.language) ? (i18n.language as Language) : 'uz'

/** How long someone has waited, as an operator reads it at a glance: "just now", "7 min", "1 h 5 min", "2 d 3 h". */
export function waitedFor(i18n: Pick<I18nClient, 'language'>, since: string | null | undefined, now: number): string {
  const start = since ? new Date(since).getTime() : NaN
  if (Number.isNaN(start)) return '—'
  const minutes = Math.max(0, Math.floor((now - start) / 60_000))
  if (minutes < 1) return interfaceText(i18n, 'justNow')
  if (minutes < 60) return interfaceText(i18n, 'minutes', { m: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return interfaceText(i18n, 'hours', { h: hours, m: minutes % 60 })
  return interfaceText(i18n, 'days', { d: Math.floor(hours / 24), h: hours % 24 })
}

/** A vocabulary label (src/assistant/vocabulary.ts) in the interface language, the code itself when unknown. */
export const labelOf = (vocabulary: Record<string, Localized>, code: string, i18n: Pick<I18nClient, 'language'>) =>
  vocabulary[code]?.[languageOf(i18n)] ?? code
