import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'
import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { sanitizeRichHtml } from './html.js'

let editorConfig: ReturnType<typeof editorConfigFactory.default> | undefined

/** HTML from the API becomes the CMS's Lexical state; it is sanitised first so nothing unsafe reaches the editor. */
export async function htmlToLexical(html: string, payload: Payload) {
  editorConfig ??= editorConfigFactory.default({ config: payload.config })
  return convertHTMLToLexical({ editorConfig: await editorConfig, html: sanitizeRichHtml(html), JSDOM })
}
