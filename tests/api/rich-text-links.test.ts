import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { publicUrl } from '../../src/config/settings.js'
import { createLegalDocument, createPost, createProgram, minutesFromNow } from '../factories.js'
import { useStack } from '../support/stack.js'

/**
 * Internal links in rich text (issue 38 point 6): an editor links a record of the CMS from a text (the link dialog's
 * "internal link"), and the published HTML carries that record's public address in the text's language, the one its
 * public view answers at (the assistant cites the same). A record the public cannot read leaves the words unlinked.
 */
const stack = useStack({ tokens: false })

const node = { version: 1, direction: 'ltr', format: '', indent: 0 }
const text = (words: string) => ({
  type: 'text',
  version: 1,
  text: words,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
})

/** A paragraph with an internal link to a record, as the admin UI's link dialog saves it. */
const linking = (relationTo: string, value: number, words: string) => ({
  root: {
    ...node,
    type: 'root',
    children: [
      {
        ...node,
        type: 'paragraph',
        textFormat: 0,
        children: [
          text('Batafsil: '),
          {
            ...node,
            version: 3,
            type: 'link',
            id: '6750c1f2a1b2c3d4e5f60718',
            fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } },
            children: [text(words)],
          },
          text('.'),
        ],
      },
    ],
  },
})

/** A post whose body, in each given locale, is `state`; read back through the public detail in `lang`. */
async function postLinking(states: Record<string, unknown>) {
  const post = await createPost(stack.payload)
  for (const [locale, body] of Object.entries(states))
    await stack.payload.update({ collection: 'posts', id: post.id, locale: locale as 'uz', data: { body } as never })
  return post
}
const publicBody = async (slug: string, lang: string) => {
  const response = await stack.api.get(`/api/v1/posts/${slug}?lang=${lang}`)
  expect(response.status).toBe(200)
  return response.body.data.body as string
}

let consoleErrors: MockInstance
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error')
})
afterEach(() => {
  // Payload's converter without internalDocToHref prints an error and links to '#'.
  expect(consoleErrors.mock.calls.flat().join(' ')).not.toContain('internalDocToHref')
  consoleErrors.mockRestore()
})

describe('internal links in rich text', () => {
  it("publish a program linked from a post as the program's public address, in the text's language", async () => {
    const program = await createProgram(stack.payload)
    const post = await postLinking({
      uz: linking('programs', program.id, 'dastur'),
      ru: linking('programs', program.id, 'программа'),
    })
    const address = `${publicUrl()}/api/v1/programs/${program.slug}`
    expect(await publicBody(post.slug, 'uz')).toBe(`<p>Batafsil: <a href="${address}?lang=uz">dastur</a>.</p>`)
    expect(await publicBody(post.slug, 'ru')).toBe(`<p>Batafsil: <a href="${address}?lang=ru">программа</a>.</p>`)
    // The address answers with the program, in that language.
    const target = await stack.api.get(`/api/v1/programs/${program.slug}?lang=ru`)
    expect(target.status).toBe(200)
    expect(target.body.data.id).toBe(program.id)
  })

  it('publish a record read by its id (a legal document) at its id', async () => {
    const decree = await createLegalDocument(stack.payload)
    const post = await postLinking({ uz: linking('legal-documents', decree.id, 'qaror') })
    expect(await publicBody(post.slug, 'uz')).toBe(
      `<p>Batafsil: <a href="${publicUrl()}/api/v1/legal-documents/${decree.id}?lang=uz">qaror</a>.</p>`,
    )
  })

  it('keep the words without a link when the record is not public, never a dead #', async () => {
    const hidden = await createProgram(stack.payload, { status: '0' })
    const scheduled = await createPost(stack.payload, { publishedAt: minutesFromNow(60) })
    const post = await postLinking({ uz: linking('programs', hidden.id, 'yopiq dastur') })
    expect(await publicBody(post.slug, 'uz')).toBe('<p>Batafsil: yopiq dastur.</p>')
    const early = await postLinking({ uz: linking('posts', scheduled.id, 'ertangi xabar') })
    expect(await publicBody(early.slug, 'uz')).toBe('<p>Batafsil: ertangi xabar.</p>')
  })
})
