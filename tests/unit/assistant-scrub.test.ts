import { describe, expect, it } from 'vitest'
import { newTrackingCode } from '../../src/appeals/trackingCode.js'
import { scrubExample } from '../../src/assistant/examples.js'

/**
 * What the assistant keeps of a visitor's question as an example (a phrasing, an off-topic example, a question to
 * review): the words of the question, nothing that names or reaches a person, and no placeholder where a part was cut.
 */
describe('scrubExample', () => {
  it.each([
    ['Mening emailim akmal.karimov@mail.uz, javob yozing', 'Mening emailim, javob yozing'],
    ['Пишите на ivan_petrov+fund@yandex.ru пожалуйста', 'Пишите на пожалуйста'],
    ['reply to dilnoza.y@agro-fund.uz.', 'reply to.'],
  ])('cuts an e-mail address: %s', (text, kept) => {
    expect(scrubExample(text)).toBe(kept)
  })

  it.each([
    ['Telefonim +998901234567, qoʻngʻiroq qiling', 'Telefonim, qoʻngʻiroq qiling'],
    ['Telefonim +998 90 123 45 67, qoʻngʻiroq qiling', 'Telefonim, qoʻngʻiroq qiling'],
    ['+998 (90) 123-45-67 raqamiga yozing', 'raqamiga yozing'],
    ['raqamim 90-123-45-67 ga qoʻngʻiroq qiling', 'raqamim ga qoʻngʻiroq qiling'],
    ['мой номер (71) 200.00.00, перезвоните', 'мой номер, перезвоните'],
    ['call me on 901234567', 'call me on'],
  ])('cuts a phone number, +998 or local, in any grouping: %s', (text, kept) => {
    expect(scrubExample(text)).toBe(kept)
  })

  it.each([
    ['Pasportim AB1234567 yoʻqoldi, kredit olsam boʻladimi?', 'Pasportim yoʻqoldi, kredit olsam boʻladimi?'],
    ['паспорт AA 7654321 просрочен', 'паспорт просрочен'],
    ['JSHSHIR 31234567890123 kerakmi?', 'JSHSHIR kerakmi?'],
    ['karta 8600 1234 5678 9012 ga pul tushadimi?', 'karta ga pul tushadimi?'],
  ])('cuts passport, PINFL and card numbers: %s', (text, kept) => {
    expect(scrubExample(text)).toBe(kept)
  })

  it('cuts an appeal’s tracking code, in either case', () => {
    const code = newTrackingCode()
    expect(code).toMatch(/^A\d{2}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/)
    expect(scrubExample(`Murojaatim ${code} holati qanday?`)).toBe('Murojaatim holati qanday?')
    expect(scrubExample(`статус обращения ${code.toLowerCase()}`)).toBe('статус обращения')
    expect(scrubExample('Murojaat A26-7KQM-XR4P boʻyicha javob yoʻq')).toBe('Murojaat boʻyicha javob yoʻq')
  })

  it.each([
    ['Saytingiz https://agrofund.uz/programs/lizing?utm=1 ochilmayapti', 'Saytingiz ochilmayapti'],
    ['www.example.com saytida nima bor', 'saytida nima bor'],
    ['see http://127.0.0.1:3000/admin, is it yours?', 'see is it yours?'],
  ])('cuts a web address: %s', (text, kept) => {
    expect(scrubExample(text)).toBe(kept)
  })

  it.each([
    ['Mening ismim Akmal Karimov, kredit olmoqchiman', 'Mening ismim, kredit olmoqchiman'],
    ['mening ismim akmal, kredit olmoqchiman', 'mening ismim, kredit olmoqchiman'],
    ['Меня зовут Иван Петров, хочу кредит', 'Меня зовут, хочу кредит'],
    ['меня зовут иван, хочу кредит', 'меня зовут, хочу кредит'],
    ['My name is John Smith and I want a loan', 'My name is and I want a loan'],
    ['my name is john, what loans do you have?', 'my name is, what loans do you have?'],
  ])('cuts a name given after an introduction, keeping the introduction: %s', (text, kept) => {
    expect(scrubExample(text)).toBe(kept)
  })

  it.each([
    // Two passes took the question's next word once the first had cut the name.
    ['Mening ismim Akmal kredit olmoqchiman', 'Mening ismim kredit olmoqchiman'],
    ['Меня зовут Иван Петров хочу кредит', 'Меня зовут хочу кредит'],
    ['My name is John and I need a tractor loan', 'My name is and I need a tractor loan'],
  ])('cuts only the name, never the word after it: %s', (text, kept) => {
    expect(scrubExample(text)).toBe(kept)
  })

  it.each([
    'Traktor lizingi uchun 30 foiz oldindan toʻlov kerakmi?',
    '50 mln soʻm kredit olsam boʻladimi?',
    'Кредит на 500 млн сумов под какой процент?',
    '2024 yilda lizing dasturi bormi?',
    '2023-2024 yillarda qanday subsidiyalar berildi?',
    'Qarz 12 oyga beriladimi, 3 yil imtiyozli davr bormi?',
    'men fermerman, kredit kerak',
    'я хочу кредит на теплицу',
    'Это кредит или лизинг?',
    'Fermer xoʻjaligi kredit olishi uchun qanday hujjatlar kerak?',
    'Как получить субсидию на капельное орошение?',
    'What documents do I need for a greenhouse loan?',
  ])('keeps an ordinary question whole, with its amounts and years: %s', (text) => {
    expect(scrubExample(text)).toBe(text)
  })

  it('leaves no placeholder and no doubled spaces where it cut, and nothing of a text that was only personal', () => {
    const scrubbed = scrubExample('Salom,  +998 90 123 45 67  va  aziz@mail.uz  , lizing kerak !')
    expect(scrubbed).toBe('Salom, va, lizing kerak!')
    expect(scrubExample('[redacted] lizing')).toBe('lizing')
    expect(scrubExample('+998901234567')).toBe('')
    expect(scrubExample('   ')).toBe('')
  })
})
