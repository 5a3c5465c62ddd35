/** The one place locales are defined: adding a locale is a one-line change here. */
export const locales = ['uz', 'ru', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'uz'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

export const localeLabels: Record<Locale, string> = { uz: "O'zbekcha", ru: 'Русский', en: 'English' }

/** A localized value as stored and read with `locale: 'all'`: any locale may be missing or empty. */
export type Localized<T = string> = Partial<Record<Locale, T | null>>

/** A value written in every locale (seed data, interface texts). */
export type InEveryLocale<T = string> = Record<Locale, T>
