import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const loader = require('../../src/build/richTextPicturesLoader.cjs') as {
  FILES: RegExp
  withPicturesOnly: (source: string, file: string) => string
}

/** Where @payloadcms/richtext-lexical ships its upload drawer: what an upgrade must keep for the filter to hold. */
const copies = ['exports/client/index.js', 'features/upload/client/drawer/index.js'].map((file) =>
  path.resolve(import.meta.dirname, '../../node_modules/@payloadcms/richtext-lexical/dist', file),
)

describe("Lexical's upload drawer lists pictures only (src/build/richTextPicturesLoader.cjs)", () => {
  it.each(copies)('gives the one drawer of %s the filter', (file) => {
    expect(loader.FILES.test(file)).toBe(true)
    const rewritten = loader.withPicturesOnly(readFileSync(file, 'utf8'), file)
    expect(
      rewritten.match(/filterOptions:globalThis\[Symbol\.for\("agrofund\.richTextUploadFilter"\)\]/g),
    ).toHaveLength(1)
  })

  it('fails the build on a file without the drawer', () => {
    expect(() => loader.withPicturesOnly('export const x = 1', 'index.js')).toThrow(/found them 0 times/)
  })

  it('passes the filter the admin UI sets (src/admin/editing/richTextPictures.ts)', async () => {
    const source = loader.withPicturesOnly(
      'export const options = (slugs) => ({ collectionSlugs: slugs, uploads: true })',
      'index.js',
    )
    const { options } = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      options: (slugs: string[]) => Record<string, unknown>
    }
    await import('../../src/admin/editing/richTextPictures.js')
    expect(options(['media'])).toEqual({
      collectionSlugs: ['media'],
      uploads: true,
      filterOptions: { media: { mimeType: { in: ['image/jpeg', 'image/png', 'image/webp'] } } },
    })
  })
})
