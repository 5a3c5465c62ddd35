import sanitizeHtml from 'sanitize-html'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

const SAFE_HREF = /^\s*(https?:|mailto:|tel:|\/[^/]|#)/i

/** What survives in stored and served HTML: no script, style, event handlers or javascript: URLs. */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u',
    's', 'sub', 'sup', 'code', 'pre', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  // No <img>: the CMS's rich text holds images as uploads from the media library, not as external URLs.
  allowedAttributes: { a: ['href', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A link whose address does not survive becomes plain text: the CMS refuses links without a URL.
  transformTags: {
    a: (tagName, attribs) =>
      SAFE_HREF.test(attribs.href ?? '') ? { tagName, attribs } : { tagName: 'span', attribs: {} },
  },
}

export const sanitizeRichHtml = (html: string): string => sanitizeHtml(html, policy)

export const lexicalToHtml = (state: unknown): string | null => {
  if (!state || typeof state !== 'object' || !('root' in state)) return null
  const html = convertLexicalToHTML({ data: state as SerializedEditorState, disableContainer: true })
  const clean = sanitizeRichHtml(html)
  return clean === '' ? null : clean
}
