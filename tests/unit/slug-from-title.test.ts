import { describe, expect, it } from 'vitest'
import { slugFromTitle } from '../../src/admin/editing/slugFromTitle.js'
import { SLUG_PATTERN } from '../../src/fields/index.js'

describe('slugFromTitle', () => {
  it('drops the apostrophes of Uzbek Latin letters', () => {
    expect(slugFromTitle("Fermerlar uchun yangi kredit: o‘g‘it va g'alla")).toBe(
      'fermerlar-uchun-yangi-kredit-ogit-va-galla',
    )
  })

  it('transliterates Russian and Uzbek Cyrillic', () => {
    expect(slugFromTitle('Льготный кредит для фермеров 2026')).toBe('lgotnyy-kredit-dlya-fermerov-2026')
    expect(slugFromTitle('Ўзбекистон қишлоқ хўжалиги')).toBe('ozbekiston-qishloq-khozhaligi')
  })

  it('keeps only single hyphens between words and none at the ends', () => {
    expect(slugFromTitle('  — Hosil   bayrami!! — ')).toBe('hosil-bayrami')
    expect(slugFromTitle('Café ÉTÉ')).toBe('cafe-ete')
  })

  it('gives a slug the field accepts, within its length', () => {
    const slug = slugFromTitle('Agro '.repeat(100), 255)
    expect(slug.length).toBeLessThanOrEqual(255)
    expect(slug).toMatch(SLUG_PATTERN)
    expect(slugFromTitle('!!!')).toBe('')
  })
})
