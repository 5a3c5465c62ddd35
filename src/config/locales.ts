/** The one place locales are defined: adding a locale is a one-line change here. */
export const locales = ['uz', 'ru', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'uz'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

export const localeLabels: Record<Locale, string> = { uz: "O'zbekcha", ru: 'Русский', en: 'English' }
