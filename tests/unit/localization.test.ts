import { describe, expect, it } from 'vitest'
import { allLocales, pickLocale, resolveLocale } from '../../src/i18n/localization.js'

describe('resolveLocale', () => {
  it('defaults to uz', () => {
    expect(resolveLocale({}, {})).toBe('uz')
  })

  it('takes ?lang first, over any header', () => {
    expect(resolveLocale({ lang: 'ru' }, { 'accept-language': 'en' })).toBe('ru')
    expect(resolveLocale({ lang: 'en' }, {})).toBe('en')
  })

  it('ignores an unsupported or malformed ?lang', () => {
    expect(resolveLocale({ lang: 'de' }, { 'accept-language': 'ru' })).toBe('ru')
    expect(resolveLocale({ lang: 'RU' }, {})).toBe('uz')
    expect(resolveLocale({ lang: ['ru', 'en'] }, {})).toBe('uz')
  })

  it('takes the first supported language of Accept-Language', () => {
    expect(resolveLocale({}, { 'accept-language': 'de, en, ru' })).toBe('en')
  })

  it('reduces region tags to the language', () => {
    expect(resolveLocale({}, { 'accept-language': 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7' })).toBe('ru')
    expect(resolveLocale({}, { 'accept-language': 'uz-Latn-UZ' })).toBe('uz')
    expect(resolveLocale({}, { 'accept-language': 'EN-gb' })).toBe('en')
  })

  it('ranks by q-value, keeping header order for equal q', () => {
    expect(resolveLocale({}, { 'accept-language': 'en;q=0.5, ru;q=0.8' })).toBe('ru')
    expect(resolveLocale({}, { 'accept-language': 'de;q=1, en;q=0.9, ru;q=0.9' })).toBe('en')
    expect(resolveLocale({}, { 'accept-language': 'ru;q=0.4, en' })).toBe('en')
  })

  it('skips languages refused with q=0', () => {
    expect(resolveLocale({}, { 'accept-language': 'ru;q=0, en;q=0.1' })).toBe('en')
    expect(resolveLocale({}, { 'accept-language': 'ru;q=0' })).toBe('uz')
  })

  it('falls back to uz when no language is supported', () => {
    expect(resolveLocale({}, { 'accept-language': 'de-DE, fr;q=0.8, *;q=0.1' })).toBe('uz')
  })

  it('reads Content-Language when Accept-Language names nothing supported', () => {
    expect(resolveLocale({}, { 'content-language': 'en' })).toBe('en')
    expect(resolveLocale({}, { 'accept-language': 'de', 'content-language': 'ru' })).toBe('ru')
    expect(resolveLocale({}, { 'accept-language': 'en', 'content-language': 'ru' })).toBe('en')
  })

  it('joins a header given as several values', () => {
    expect(resolveLocale({}, { 'accept-language': ['de', 'ru;q=0.5'] })).toBe('ru')
  })
})

describe('pickLocale', () => {
  it('answers the request locale', () => {
    expect(pickLocale({ uz: 'Salom', ru: 'Привет', en: 'Hello' }, 'ru')).toBe('Привет')
  })

  it('falls back to uz when the request locale is empty or missing', () => {
    expect(pickLocale({ uz: 'Salom', ru: '', en: 'Hello' }, 'ru')).toBe('Salom')
    expect(pickLocale({ uz: 'Salom', ru: '   ' }, 'ru')).toBe('Salom')
    expect(pickLocale({ uz: 'Salom', ru: null }, 'ru')).toBe('Salom')
    expect(pickLocale({ uz: 'Salom' }, 'en')).toBe('Salom')
  })

  it('falls back to any non-empty locale, in locale order, when uz is empty too', () => {
    expect(pickLocale({ uz: '', ru: 'Привет', en: 'Hello' }, 'en')).toBe('Hello')
    expect(pickLocale({ uz: null, ru: null, en: 'Hello' }, 'ru')).toBe('Hello')
    expect(pickLocale({ uz: '', ru: 'Привет', en: 'Hello' }, 'uz')).toBe('Привет')
  })

  it('answers null when every locale is empty, or there is no value at all', () => {
    expect(pickLocale({ uz: '', ru: ' ', en: null }, 'ru')).toBeNull()
    expect(pickLocale({}, 'uz')).toBeNull()
    expect(pickLocale(null, 'uz')).toBeNull()
    expect(pickLocale(undefined, 'ru')).toBeNull()
  })

  it('picks non-string values such as lists', () => {
    expect(pickLocale({ uz: ['Pasport'], ru: ['Паспорт'] }, 'ru')).toEqual(['Паспорт'])
    expect(pickLocale({ uz: ['Pasport'] }, 'en')).toEqual(['Pasport'])
  })
})

describe('allLocales', () => {
  it('answers every locale as a key, missing ones as null', () => {
    expect(allLocales({ uz: 'Salom' })).toEqual({ uz: 'Salom', ru: null, en: null })
  })

  it('keeps the locale order uz, ru, en and drops unknown keys', () => {
    const result = allLocales({ en: 'Hello', de: 'Hallo', uz: 'Salom' })
    expect(result).toEqual({ uz: 'Salom', ru: null, en: 'Hello' })
    expect(Object.keys(result)).toEqual(['uz', 'ru', 'en'])
  })

  it('answers all nulls for a value that is not a locale map', () => {
    const empty = { uz: null, ru: null, en: null }
    expect(allLocales(null)).toEqual(empty)
    expect(allLocales(undefined)).toEqual(empty)
    expect(allLocales('Salom')).toEqual(empty)
    expect(allLocales(['Salom'])).toEqual(empty)
  })
})
