import { describe, expect, it } from 'vitest'
import { featuresOf, OFF_TOPIC, trainModel, type TrainingExample } from '../../src/assistant/model.js'

const example = (
  label: string,
  lang: TrainingExample['lang'],
  text: string,
  kind: TrainingExample['kind'] = 'phrasing',
) => ({
  label,
  lang,
  text,
  kind,
})

/** A small knowledge base: three records and a few off-topic examples, the way the service trains it. */
const examples: TrainingExample[] = [
  example('knowledge:1', 'uz', 'Qishloq xoʻjaligi texnikasini lizingga olish uchun qanday hujjatlar kerak?', 'title'),
  example(
    'knowledge:1',
    'uz',
    'Lizing arizasiga pasport nusxasi, yer shartnomasi va biznes-reja ilova qilinadi.',
    'body',
  ),
  example('knowledge:1', 'uz', 'traktor lizingiga qaysi hujjatlarni olib kelay'),
  example('knowledge:1', 'uz', 'kombayn lizingga olmoqchiman, hujjatlar roʻyxati'),
  example('knowledge:2', 'uz', 'Tomchilatib sugʻorish uchun subsidiya qancha?', 'title'),
  example('knowledge:2', 'uz', 'Tomchilatib sugʻorish tizimi xarajatlarining bir qismi qoplanadi.', 'body'),
  example('knowledge:2', 'uz', 'paxtamga tomchilatib sugorish qilmoqchiman pul beriladimi'),
  example('knowledge:3', 'uz', 'Arizam qachon koʻrib chiqiladi?', 'title'),
  example('knowledge:3', 'uz', 'Ariza 15 ish kunida koʻrib chiqiladi.', 'body'),
  example('knowledge:3', 'uz', 'hujjat topshirdim hali javob yoq'),
  example('knowledge:1', 'ru', 'Какие документы нужны для лизинга техники?', 'title'),
  example('knowledge:1', 'ru', 'какие бумаги нужны чтобы взять трактор в лизинг'),
  example('knowledge:2', 'ru', 'Какая субсидия на капельное орошение?', 'title'),
  example(OFF_TOPIC, 'uz', 'bugun dollar kursi qancha', 'offtopic'),
  example(OFF_TOPIC, 'uz', 'ertaga havo qanday boʻladi', 'offtopic'),
  example(OFF_TOPIC, 'ru', 'какой курс доллара сегодня', 'offtopic'),
]

describe("the assistant's model (src/assistant/model.ts)", () => {
  it('reads both Uzbek scripts, with or without apostrophes, as the same n-grams', () => {
    const latin = featuresOf('sugʻorish tizimi', 'uz')
    const bare = featuresOf('sugorish tizimi', 'uz')
    const cyrillic = featuresOf('суғориш тизими', 'uz')
    expect([...bare.grams.keys()].sort()).toEqual([...latin.grams.keys()].sort())
    expect([...cyrillic.grams.keys()].sort()).toEqual([...latin.grams.keys()].sort())
    // Stop words carry no feature: "qanday" is in every question.
    expect([...featuresOf('qanday', 'uz').words.keys()]).toEqual([])
  })

  it('puts a question typed with typos, in Cyrillic or naming the crop, in the class that answers it', async () => {
    const model = await trainModel(examples)
    expect(model.size).toMatchObject({ examples: examples.length, classes: 4 })
    const best = (text: string, lang: TrainingExample['lang']) => model.classify(text, lang).ranked[0]?.label
    expect(best('traktr lizingiga qanaqa xujjatlar kk', 'uz')).toBe('knowledge:1')
    expect(best('трактор лизингига кайси хужжатлар керак', 'uz')).toBe('knowledge:1')
    expect(best('gʻoʻzaga tomchilatib sugʻorish subsidiyasi', 'uz')).toBe('knowledge:2')
    expect(best('arizamga hali javob yoʻq', 'uz')).toBe('knowledge:3')
    expect(best('документы на лизинг комбайна', 'ru')).toBe('knowledge:1')
  })

  it('scores the out-of-scope class apart, high for what the examples are about and low for a need the fund serves', async () => {
    const model = await trainModel(examples)
    const rate = model.classify('dollar kursi necha boʻldi bugun', 'uz')
    expect(rate.offTopic).toBeGreaterThan(rate.ranked[0]?.score ?? 0)
    const need = model.classify('traktor lizingi uchun hujjatlar', 'uz')
    expect(need.ranked[0].score).toBeGreaterThan(need.offTopic)
    // The out-of-scope class is never one of the ranked records.
    expect(rate.ranked.map((entry) => entry.label)).not.toContain(OFF_TOPIC)
  })

  it('answers nothing for a language it has no example of, or a question of stop words only', async () => {
    const model = await trainModel(examples)
    expect(model.classify('what documents do I need', 'en')).toEqual({ ranked: [], offTopic: 0 })
    expect(model.classify('qanday?', 'uz')).toEqual({ ranked: [], offTopic: 0 })
  })

  it('is a new model per training: the one in hand keeps its answers while another is trained', async () => {
    const first = await trainModel(examples)
    const before = first.classify('kombayn hujjatlar', 'uz')
    const second = await trainModel([...examples, example('knowledge:4', 'uz', 'kombayn hujjatlari qayerda beriladi')])
    expect(first.classify('kombayn hujjatlar', 'uz')).toEqual(before)
    expect(second.size.classes).toBe(5)
  })
})
