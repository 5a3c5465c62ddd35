import type { Payload, PayloadRequest } from 'payload'
import { allLocales, pickLocale } from '../i18n/localization.js'
import { locales, type InEveryLocale, type Locale, type Localized } from '../config/locales.js'

/** The assistant's words when its settings leave one empty (a fresh installation answers sensibly too). */
const builtIn: Record<'greeting' | 'fallback' | 'handoff', InEveryLocale> = {
  greeting: {
    uz: 'Assalomu alaykum! Men fondning raqamli yordamchisiman. Kredit, lizing, subsidiya yoki hujjatlar haqida soʻrang.',
    ru: 'Здравствуйте! Я цифровой помощник фонда. Спросите о кредитах, лизинге, субсидиях или документах.',
    en: 'Hello! I am the fund’s digital assistant. Ask me about loans, leasing, subsidies or documents.',
  },
  fallback: {
    uz: 'Savolingizni biroz batafsilroq yozing, masalan: «Traktor lizingi uchun qanday hujjatlar kerak?»',
    ru: 'Опишите вопрос чуть подробнее, например: «Какие документы нужны для лизинга трактора?»',
    en: 'Please tell me a little more, for example: “Which documents do I need to lease a tractor?”',
  },
  handoff: {
    uz: 'Savolingizni operatorga uzatdim. Iltimos, kuting: javob shu yerda paydo boʻladi.',
    ru: 'Я передал ваш вопрос оператору. Пожалуйста, подождите: ответ появится здесь.',
    en: 'I have passed your question to an operator. Please wait: the answer will appear here.',
  },
}

export const DEFAULT_HANDOFF_THRESHOLD = 0.12

export interface AssistantSettings {
  greeting: Localized
  fallback: Localized
  handoff: Localized
  handoffThreshold: number
}

/** The assistant's settings as stored (every locale). */
export async function loadAssistantSettings(payload: Payload, req?: PayloadRequest): Promise<AssistantSettings> {
  // System read: the bot answers anonymous visitors with the settings the operators keep.
  const stored = (await payload.findGlobal({
    slug: 'assistant-settings',
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    req,
    // Read in every locale at once: Payload's types describe one locale's strings, the answer holds `{uz, ru, en}`.
  })) as unknown as Record<string, unknown>
  const threshold = Number(stored.handoffThreshold)
  return {
    greeting: (stored.greeting as Localized) ?? {},
    fallback: (stored.fallback as Localized) ?? {},
    handoff: (stored.handoff as Localized) ?? {},
    handoffThreshold:
      Number.isFinite(threshold) && stored.handoffThreshold !== null ? threshold : DEFAULT_HANDOFF_THRESHOLD,
  }
}

/** One of the assistant's texts in the visitor's language: the stored one (with the usual fallback), else built in. */
export const assistantText = (settings: AssistantSettings, name: keyof typeof builtIn, lang: Locale): string =>
  pickLocale(settings[name] as Record<string, string | null>, lang) || builtIn[name][lang]

/** The knowledge base as the contract shows it: the settings and every entry, localized values as objects. */
export async function readKnowledge(payload: Payload, req?: PayloadRequest) {
  const settings = await loadAssistantSettings(payload, req)
  const { docs } = await payload.find({
    collection: 'assistant-knowledge',
    locale: 'all',
    depth: 0,
    sort: 'id',
    pagination: false,
    overrideAccess: true,
    req,
  })
  return {
    greeting: allLocales(settings.greeting),
    fallback: allLocales(settings.fallback),
    handoff: allLocales(settings.handoff),
    handoff_threshold: settings.handoffThreshold,
    entries: docs.map((doc) => ({
      id: doc.id,
      question: allLocales(doc.question),
      answer: allLocales(doc.answer),
      keywords: (doc.keywords as string[] | null | undefined) ?? [],
    })),
  }
}

export interface KnowledgeEntryInput {
  id?: number
  question: Record<string, string | null>
  answer: Record<string, string | null>
  keywords?: string[]
}

export interface KnowledgeInput {
  greeting?: Record<string, string | null>
  fallback?: Record<string, string | null>
  handoff?: Record<string, string | null>
  handoff_threshold?: number
  /** The new set of entries; absent, the entries stay as they are. */
  entries?: KnowledgeEntryInput[]
}

/** An entry's localized value in every locale: the locales not given are cleared (an entry is written whole). */
const everyLocale = (value: Record<string, string | null> | undefined) =>
  new Map(
    locales.map((locale) => [
      locale,
      typeof value?.[locale] === 'string' && value[locale] !== '' ? value[locale] : null,
    ]),
  )

/** A knowledge entry's texts in every locale, as one create writes them. */
export interface KnowledgeEntryTexts {
  question: Record<string, string | null>
  answer: Record<string, string | null>
  keywords: string[]
}

/**
 * Creates a knowledge entry in every locale at once (one audit entry): the operators' PUT and the seed.
 */
export async function createKnowledgeEntry(
  req: PayloadRequest,
  data: KnowledgeEntryTexts,
  options: { overrideAccess: boolean; depth: number },
): Promise<number> {
  // Payload accepts `locale: 'all'` with `{uz, ru, en}` values; its create types know neither.
  const created = await req.payload.create({
    collection: 'assistant-knowledge',
    locale: 'all' as never,
    data: data as never,
    req,
    ...options,
  })
  return created.id
}

/**
 * Replaces the whole knowledge base in the request's transaction (the caller's Payload request, with their access).
 * The texts and the threshold change as any localized write does (only the keys given; null clears a locale); the
 * entries are the new set: those with an id are rewritten as given, those without are created, the rest deleted.
 * Each change is audited by the collections' own hooks.
 */
export async function replaceKnowledge(req: PayloadRequest, input: KnowledgeInput): Promise<void> {
  const { payload } = req
  const write = { req, overrideAccess: false, depth: 0 } as const
  for (const locale of locales) {
    const data: Record<string, unknown> = {}
    for (const name of ['greeting', 'fallback', 'handoff'] as const)
      if (input[name] && locale in input[name]) data[name] = input[name][locale] || null
    if (locale === 'uz' && input.handoff_threshold !== undefined) data.handoffThreshold = input.handoff_threshold
    if (Object.keys(data).length > 0) await payload.updateGlobal({ slug: 'assistant-settings', locale, data, ...write })
  }
  if (!input.entries) return
  const kept = new Set(input.entries.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])))
  await payload.delete({ collection: 'assistant-knowledge', where: { id: { not_in: [...kept, 0] } }, ...write })
  for (const entry of input.entries) {
    const question = everyLocale(entry.question)
    const answer = everyLocale(entry.answer)
    if (entry.id === undefined) {
      // A new entry in one write (one audit entry); a kept one is rewritten locale by locale, each change audited.
      const data = {
        question: Object.fromEntries(question),
        answer: Object.fromEntries(answer),
        keywords: entry.keywords ?? [],
      }
      await createKnowledgeEntry(req, data, write)
      continue
    }
    for (const locale of locales) {
      const data = {
        question: question.get(locale),
        answer: answer.get(locale),
        ...(locale === 'uz' ? { keywords: entry.keywords ?? [] } : {}),
      }
      await payload.update({ collection: 'assistant-knowledge', id: entry.id, locale, data, ...write })
    }
  }
}
