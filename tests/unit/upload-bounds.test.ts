import { describe, expect, it } from 'vitest'
import { boundsText, brokenBound } from '../../src/media/bounds.js'

const MiB = 1024 * 1024
const jpeg = { ok: true, mime: 'image/jpeg', extension: 'jpg', image: true } as const
const pdf = { ok: true, mime: 'application/pdf', extension: 'pdf', image: false } as const

describe('contract 1.7 for one sniffed file (every interface: /api/v1 and the media collection)', () => {
  it.each([
    ['a 10 MiB picture', jpeg, 10 * MiB, 'any', undefined],
    ['a picture one byte over 10 MiB', jpeg, 10 * MiB + 1, 'any', 'validation.max'],
    ['a 20 MB picture where a picture is asked for', jpeg, 20 * MiB, 'image', 'validation.max'],
    ['a 50 MiB document', pdf, 50 * MiB, 'any', undefined],
    ['a document one byte over 50 MiB', pdf, 50 * MiB + 1, 'document', 'validation.max'],
    ['a document where a picture is asked for', pdf, 1000, 'image', 'validation.image'],
    ['a picture where a document is asked for', jpeg, 1000, 'document', 'validation.mimes'],
    ['bytes of no allowed type', { ok: false } as const, 10, 'any', 'validation.mimes'],
  ] as const)('%s', (_, sniffed, size, kind, key) => {
    expect(brokenBound(sniffed, size, kind)).toBe(key)
  })

  it('names the bounds as an editor reads them', () => {
    expect(boundsText(true)).toEqual({ types: 'JPG, PNG, WEBP', max: '10 MB' })
    expect(boundsText(false).max).toBe('50 MB')
    expect(boundsText(false).types).toMatch(/^PDF, DOC, DOCX, XLS, XLSX/)
  })
})
