import { describe, expect, it } from 'vitest'
import { evalCases } from '../../bench/assistantEval/index.js'
import { assistantKnowledge } from '../../src/seed/assistantKnowledge.js'
import { assistantPhrasings } from '../../src/seed/assistantPhrasings.js'
import { writtenPhrasings } from '../../src/seed/assistantPhrasingsWritten.js'
import { writtenOffTopic } from '../../src/seed/assistantOffTopicWritten.js'
import { faqSeeds } from '../../src/seed/faqs.js'
import { programSeeds } from '../../src/seed/programs.js'
import { scrubExample } from '../../src/assistant/examples.js'
import { normaliseText } from '../../src/search/text.js'

type Lang = 'uz' | 'ru' | 'en'
const key = (text: string, lang: Lang) => `${lang}:${normaliseText(scrubExample(text), lang)}`

/** Every text the demo knowledge base teaches the assistant: phrasings of both files, and the off-topic examples. */
const taught = (() => {
  const out: { text: string; lang: Lang }[] = []
  for (const set of [assistantPhrasings, writtenPhrasings])
    for (const group of [set.knowledge, set.programs, set.faqs])
      for (const byLanguage of Object.values(group))
        for (const lang of ['uz', 'ru', 'en'] as const) for (const text of byLanguage[lang]) out.push({ text, lang })
  for (const lang of ['uz', 'ru', 'en'] as const)
    for (const text of [...assistantPhrasings.offTopic[lang], ...writtenOffTopic[lang]]) out.push({ text, lang })
  return out
})()

describe("the demo knowledge base's phrasings (src/seed/assistantPhrasings*.ts)", () => {
  it('hold no question of a held-out half or batch of the evaluation, in any spelling', () => {
    const seeded = new Set(taught.map(({ text, lang }) => key(text, lang)))
    const heldOut = evalCases.filter((item) => item.half === 'held-out')
    expect(heldOut.length).toBeGreaterThan(1000)
    const leaked = heldOut.filter((item) => seeded.has(key(item.text, item.lang))).map((item) => item.text)
    expect(leaked).toEqual([])
  })

  it('take from the evaluation only questions of its tuning half', () => {
    const tuning = new Set(evalCases.filter((item) => item.half === 'tuning').map((item) => key(item.text, item.lang)))
    const asked = new Set(evalCases.map((item) => key(item.text, item.lang)))
    const fromEvaluation = taught.filter(({ text, lang }) => asked.has(key(text, lang)))
    expect(fromEvaluation.length).toBeGreaterThan(300)
    expect(fromEvaluation.filter(({ text, lang }) => !tuning.has(key(text, lang)))).toEqual([])
  })

  it('name records the seed makes, and give each 5 to 15 phrasings in every language, the issue’s range', () => {
    const records = {
      knowledge: new Set(assistantKnowledge.entries.map((entry) => entry.question.en)),
      programs: new Set(programSeeds.filter((program) => !program.hidden).map((program) => program.slug)),
      faqs: new Set(faqSeeds.map((faq) => faq.question.en)),
    }
    for (const group of ['knowledge', 'programs', 'faqs'] as const) {
      for (const set of [assistantPhrasings, writtenPhrasings])
        for (const name of Object.keys(set[group])) expect(records[group], `${group}: ${name}`).toContain(name)
      for (const name of records[group])
        for (const lang of ['uz', 'ru', 'en'] as const) {
          const count = [assistantPhrasings, writtenPhrasings].reduce(
            (sum, set) => sum + (set[group][name]?.[lang]?.length ?? 0),
            0,
          )
          expect(count, `${group}: ${name} (${lang})`).toBeGreaterThanOrEqual(5)
          expect(count, `${group}: ${name} (${lang})`).toBeLessThanOrEqual(15)
        }
    }
  })
})
