import { describe, expect, it } from 'vitest'
import { importDateFNSLocale, initI18n } from '@payloadcms/translations'
import { format } from 'date-fns'
import type { I18nOptions } from '@payloadcms/translations'
import { en, enTranslations } from '@payloadcms/translations/languages/en'
import * as lexical from '@payloadcms/richtext-lexical'
import { uz, uzPluginTranslations, uzTranslations } from '../../src/i18n/uz.js'

process.env.PAYLOAD_SECRET ??= 'i18n-uz-test'
// Awaiting the config sanitizes it: that is when the rich-text editor merges its strings into config.i18n.translations.
const config = await (await import('../../payload.config.js')).default

type Strings = Map<string, unknown>

/** `general:save` → value, the way Payload's t() addresses keys; anything that is not a nested object is a leaf. */
function flatten(tree: unknown, prefix = '', out: Strings = new Map()): Strings {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}:${key}` : key
    if (value && typeof value === 'object') flatten(value, path, out)
    else out.set(path, value)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
/** <0>…</0> for Payload's <Translation> component and the HTML of e-mails; `<No {{label}}>` is text, not a tag. */
const tags = (text: string) => (text.match(/<\/?(?:\d+|[a-z]+)(?:\s[^<>]*)?>/g) ?? []).sort()

function keyDiff(english: Strings, uzbek: Strings) {
  return {
    missing: [...english.keys()].filter((key) => !uzbek.has(key)),
    extra: [...uzbek.keys()].filter((key) => !english.has(key)),
    notText: [...uzbek].filter(([, value]) => typeof value !== 'string' || !value.trim()).map(([key]) => key),
  }
}

function brokenInterpolation(english: Strings, uzbek: Strings) {
  return [...english].flatMap(([key, value]) => {
    const translated = uzbek.get(key)
    if (typeof value !== 'string' || typeof translated !== 'string') return []
    const problems = []
    if (placeholders(value).join() !== placeholders(translated).join())
      problems.push(`${key}: placeholders ${placeholders(value).join()} ≠ ${placeholders(translated).join()}`)
    if (tags(value).join() !== tags(translated).join())
      problems.push(`${key}: tags ${tags(value).join()} ≠ ${tags(translated).join()}`)
    return problems
  })
}

function notUzbek(english: Strings, uzbek: Strings) {
  return [...uzbek].flatMap(([key, value]) => {
    if (typeof value !== 'string') return []
    if (value === english.get(key)) return [`${key}: same as English`]
    if (/[\u0400-\u04ff]/.test(value)) return [`${key}: Cyrillic`]
    // o', g' and the tutuq belgisi are written with the ASCII apostrophe everywhere.
    if (/[\u2018\u2019\u02bb\u02bc`]/.test(value)) return [`${key}: not the plain apostrophe`]
    return []
  })
}

const coreNamespaces = new Set(Object.keys(enTranslations))
const withoutCore = (translations: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(translations).filter(([namespace]) => !coreNamespaces.has(namespace)))

const core = { en: flatten(enTranslations), uz: flatten(uzTranslations) }
const plugin = { uz: flatten(uzPluginTranslations) }

/** What the editor and plugins of this project add to English, after sanitization: what the admin UI gets. */
const configuredPluginEnglish = flatten(
  withoutCore((config.i18n.translations as Record<string, Record<string, unknown>>).en ?? {}),
)

/** Every lexical feature, loaded through lexicalEditor as Payload does, so features not enabled yet are covered too. */
async function allLexicalEnglish(): Promise<Strings> {
  const exports = lexical as unknown as Record<string, unknown>
  const providers = Object.keys(exports)
    .filter((name) => /^[A-Z][A-Za-z_]*Feature$/.test(name) && typeof exports[name] === 'function')
    .map((name) => (exports[name] as (props: object) => unknown)({}))
  const adapter = await lexical.lexicalEditor({ features: providers as never })({
    // A copy: the editor writes its strings into config.i18n.translations.
    config: { ...config, i18n: { ...config.i18n } },
    isRoot: false,
    parentIsLocalized: false,
  })
  const i18n = (adapter as unknown as { editorConfig: { features: { i18n: Record<string, Record<string, unknown>> } } })
    .editorConfig.features.i18n
  return flatten(withoutCore(i18n.en))
}

describe('Uzbek admin UI: Payload core strings', () => {
  it('has exactly the keys of the installed English set, each a non-empty string', () => {
    expect(core.en.size).toBeGreaterThan(500)
    expect(keyDiff(core.en, core.uz)).toEqual({ missing: [], extra: [], notText: [] })
  })

  it('keeps every {{placeholder}} and markup tag of the English text', () => {
    expect(brokenInterpolation(core.en, core.uz)).toEqual([])
  })

  it('is Uzbek Latin, not English left in place', () => {
    expect(notUzbek(core.en, core.uz)).toEqual([])
    const well = (key: string) => core.uz.get(key)
    expect({
      save: well('general:save'),
      cancel: well('general:cancel'),
      edit: well('general:edit'),
      delete: well('general:delete'),
      create: well('general:create'),
      filters: well('general:filters'),
      columns: well('general:columns'),
      versions: well('version:versions'),
      draft: well('version:draft'),
      publish: well('version:publish'),
      restore: well('general:restore'),
      logOut: well('authentication:logOut'),
      login: well('authentication:login'),
      password: well('general:password'),
      email: well('general:email'),
      thisLanguage: well('general:thisLanguage'),
    }).toEqual({
      save: 'Saqlash',
      cancel: 'Bekor qilish',
      edit: 'Tahrirlash',
      delete: "O'chirish",
      create: 'Yaratish',
      filters: 'Filtrlar',
      columns: 'Ustunlar',
      versions: 'Versiyalar',
      draft: 'Qoralama',
      publish: 'Nashr etish',
      restore: 'Tiklash',
      logOut: 'Chiqish',
      login: 'Kirish',
      password: 'Parol',
      email: 'Elektron pochta',
      thisLanguage: "O'zbekcha",
    })
  })

  it('is a Language Payload can load, with dates in Uzbek from Monday', async () => {
    expect(uz.translations).toBe(uzTranslations)
    // Payload's list of date-fns locales has no Uzbek: the key it names carries date-fns' Uzbek (src/i18n/dateLocales.ts).
    const dates = await importDateFNSLocale(uz.dateFNSKey)
    expect(dates.code).toBe('uz')
    expect(dates.options?.weekStartsOn).toBe(1)
    expect(format(new Date(2024, 0, 15), 'LLLL', { locale: dates })).toBe('Yanvar')
    expect((await importDateFNSLocale('en-US')).options?.weekStartsOn).toBe(1)
  })
})

describe('Uzbek admin UI: rich-text editor and plugin strings', () => {
  it('covers every string the sanitized project config adds for the admin UI', () => {
    // The editor's own strings must be there, or this check would pass on nothing.
    expect(configuredPluginEnglish.has('lexical:general:placeholder')).toBe(true)
    expect(keyDiff(configuredPluginEnglish, plugin.uz).missing).toEqual([])
  })

  it('has exactly the keys of every lexical feature, each a non-empty string', async () => {
    const english = await allLexicalEnglish()
    expect(english.has('lexical:blocks:inlineBlocks:label')).toBe(true)
    expect(keyDiff(english, plugin.uz)).toEqual({ missing: [], extra: [], notText: [] })
    expect(brokenInterpolation(english, plugin.uz)).toEqual([])
    expect(notUzbek(english, plugin.uz)).toEqual([])
  })

  it('leaves the core namespaces to uzTranslations', () => {
    expect(Object.keys(uzPluginTranslations).filter((namespace) => coreNamespaces.has(namespace))).toEqual([])
  })
})

describe('Uzbek admin UI as Payload merges it', () => {
  // The admin UI's i18n: the language's client keys, with config.i18n.translations[language] merged over them.
  const options = {
    fallbackLanguage: 'en',
    supportedLanguages: { en, uz },
    translations: { ...config.i18n.translations, uz: uzPluginTranslations },
  } as unknown as I18nOptions

  it('has every key English has in the admin UI', async () => {
    const english = await initI18n({ config: options, context: 'client', language: 'en' })
    const uzbek = await initI18n({ config: options, context: 'client', language: 'uz' as never })
    expect(keyDiff(flatten(english.translations), flatten(uzbek.translations)).missing).toEqual([])
    expect(uzbek.t('general:save')).toBe('Saqlash')
    expect(uzbek.t('general:aboutToDeleteCount' as never, { count: 3, label: 'hujjat' })).toBe(
      "3 ta hujjat o'chiriladi",
    )
    expect(uzbek.t('lexical:heading:label' as never, { headingLevel: 2 })).toBe('2-darajali sarlavha')
  })
})
