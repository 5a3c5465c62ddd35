import { describe, expect, it } from 'vitest'
import { stemUzbek, uzbekSearchKey } from '../../src/search/uzbek.js'

describe('uzbekSearchKey', () => {
  it.each([
    ['oʻgʻit', 'ogit'],
    ["o'g'it", 'ogit'],
    ['taʼminot', 'taminot'],
    ['qishloq', 'kishlok'],
    ['hujjat', 'xujjat'],
    ['xujjat', 'xujjat'],
    ['shartnoma', 'shartnoma'],
    ['chorva', 'chorva'],
    ['sugʻurta', 'sugurta'],
  ])('%s → %s', (word, key) => {
    expect(uzbekSearchKey(word)).toBe(key)
  })
})

describe('stemUzbek', () => {
  it.each([
    ['kreditlar', 'kredit'],
    ['kreditlarni', 'kredit'],
    ['kreditga', 'kredit'],
    ['kreditmi', 'kredit'],
    ['lizingga', 'lizing'],
    ['dexkonlarga', 'dexkon'],
    ['dasturi', 'dastur'],
    ['dasturlari', 'dastur'],
    ['fermerlarning', 'fermer'],
    ['subsidiyalar', 'subsidiya'],
    ['xujjatlar', 'xujjat'],
    ['tumanlarda', 'tuman'],
    ['viloyatdan', 'viloyat'],
    ['ogitlar', 'ogit'],
    ['tumani', 'tuman'],
    ['soxasi', 'soxa'],
    ['bankka', 'bank'],
    ['kishlokka', 'kishlok'],
    ['xojaligida', 'xojalik'],
    ['yilgacha', 'yil'],
    ['kerakmi', 'kerak'],
  ])('%s → %s', (word, stem) => {
    expect(stemUzbek(word)).toBe(stem)
  })

  it.each([
    ['kaytaraman', 'kaytar'],
    ['kaytarish', 'kaytar'],
    ['kaytarilganmi', 'kaytar'],
    ['kaytarsam', 'kaytar'],
    ['kaytarib', 'kaytar'],
    ['tolamasam', 'tola'],
    ['tolanadi', 'tola'],
    ['tolash', 'tola'],
    ['beriladimi', 'ber'],
    ['beradi', 'ber'],
    ['tamirlaydi', 'tamirla'],
    ['ishlayapti', 'ishla'],
    ['sotmokchiman', 'sot'],
    ['sotdi', 'sot'],
    ['kechiktirsam', 'kechiktir'],
  ])('strips the verb ending of %s → %s', (word, stem) => {
    expect(stemUzbek(word)).toBe(stem)
  })

  it.each([
    'lizing',
    'tizim',
    'texnika',
    'mintaka',
    'kredit',
    'yer',
    'uy',
    'xodim',
    'kassa',
    'kuyosh',
    'talab',
    'olma',
    'olish',
    'jarima',
    'jamgarma',
    'xosil',
    'manzil',
  ])('leaves the root %s whole', (root) => {
    expect(stemUzbek(root)).toBe(root)
  })

  it('never leaves a stem shorter than three letters', () => {
    for (const word of ['uyga', 'ona', 'lar', 'dan', 'ni', 'i', 'mi'])
      expect(stemUzbek(word).length).toBeGreaterThanOrEqual(Math.min(3, word.length))
  })

  it('reduces a word and its inflections to one stem', () => {
    for (const form of ['dastur', 'dasturlar', 'dasturlari', 'dasturlarini', 'dasturda', 'dasturining', 'dasturmi'])
      expect(stemUzbek(form)).toBe('dastur')
  })
})
