import { describe, expect, it } from 'vitest'
import { cuesIn } from '../../src/assistant/decision.js'
import { locales, type Locale } from '../../src/config/locales.js'
import { wordsOf } from '../../src/search/text.js'
import { assistantKnowledge } from '../../src/seed/assistantKnowledge.js'
import { faqSeeds } from '../../src/seed/faqs.js'
import { legalDocumentSeeds } from '../../src/seed/legalDocuments.js'
import { programSeeds } from '../../src/seed/programs.js'

/** Every localized text of the demo records the assistant answers from (the keyword lists aside: they mix languages). */
function fundTexts(value: unknown, out: [Locale, string][] = []): [Locale, string][] {
  if (Array.isArray(value)) value.forEach((item) => fundTexts(item, out))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (locales.every((locale) => typeof record[locale] === 'string'))
      for (const locale of locales) out.push([locale, record[locale] as string])
    else for (const [key, field] of Object.entries(record)) if (key !== 'keywords') fundTexts(field, out)
  }
  return out
}

describe('the off-topic cues (src/assistant/offTopic.ts)', () => {
  it('name other topics, not the words of the fund’s own answers, but for the few its answers share with them', () => {
    const found = new Map<string, string[]>()
    for (const [locale, text] of fundTexts([assistantKnowledge.entries, faqSeeds, programSeeds, legalDocumentSeeds])) {
      const words = wordsOf(text, locale)
      for (const match of cuesIn(words, locale)) {
        const key = `${locale} ${match.key}`
        found.set(key, [...(found.get(key) ?? []), words.slice(match.start, match.end).join(' ')])
      }
    }
    // The fund's answers speak of the exchange rate (the currency of a loan), market prices, taxes and the cadastre (the
    // papers of a collateral), a passport and a credit bureau: a question naming a service with these is answered
    // (src/assistant/decision.ts). Any other cue found here would hand over a question about the fund's own text,
    // as `ветер*` once did with ветеринарный and `kurash*` with korrupsiyaga qarshi kurashish.
    expect(Object.fromEntries([...found].map(([key, words]) => [key, [...new Set(words)].sort()]))).toEqual({
      'en commercialBanks': ['credit bureau'],
      'en exchangeRate': ['converted', 'exchange', 'exchange rate'],
      'en marketPrices': ['price of'],
      'en stateServices': ['passport'],
      'en taxesAndLand': ['cadastral', 'cadastre', 'tax'],
      'ru commercialBanks': ['кредитное бюро'],
      'ru exchangeRate': ['курса', 'курсу', 'по курсу'],
      'ru stateServices': ['паспорт'],
      'ru taxesAndLand': ['кадастре', 'кадастровая', 'налоговой'],
      'uz exchangeRate': ['kurs', 'kursi', 'markaziy bank kursi'],
      'uz stateServices': ['guvoxnomasi', 'pasporti'],
      'uz taxesAndLand': ['kadastr', 'kadastrda', 'solik'],
    })
  })
})
