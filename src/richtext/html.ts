import sanitizeHtml from 'sanitize-html'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { publicUrl } from '../config/settings.js'
import { uploadIdOf, type MediaForHtml } from './uploads.js'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Text as HTML content or attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char])

const SAFE_HREF = /^\s*(https?:|mailto:|tel:|\/[^/]|#)/i

/** What survives in stored and served HTML: no script, style, event handlers or javascript: URLs. */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  // An <img> stays only while its source is a file of the media library (src/richtext/lexical.ts resolves it);
  // `data-media-id` marks an image whose file is not looked up (the audit trail's rendering).
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    img: ['src', 'alt', 'width', 'height', 'data-media-id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link whose address does not survive becomes plain text: the CMS refuses links without a URL.
  transformTags: {
    a: (tagName, attribs) =>
      SAFE_HREF.test(attribs.href ?? '') ? { tagName, attribs } : { tagName: 'span', attribs: {} },
  },
}

export const sanitizeRichHtml = (html: string): string => sanitizeHtml(html, policy)

/** Stored HTML names files of the media library by path (`/media/...`), so a changed PUBLIC_URL never leaves stale links. */
const mediaPath = (filename: string) => `/media/${encodeURIComponent(filename)}`

/**
 * How an upload node of the CMS's rich text becomes HTML: an image as `<img>` with its alt text (the placement's own,
 * else the file's in this locale) and size, any other file as a link. Without `media` (the audit trail's diff, which
 * looks nothing up) an image is only marked with its id; a file that no longer exists is left out.
 */
const uploadConverter =
  (media: Map<number, MediaForHtml> | undefined, locale: string | undefined) =>
  ({ node }: { node: unknown }): string => {
    const upload = node as { value?: unknown; fields?: { alt?: unknown } | null }
    const id = uploadIdOf(upload.value)
    if (id === null) return ''
    const placedAlt = typeof upload.fields?.alt === 'string' ? upload.fields.alt : ''
    if (!media) return `<img data-media-id="${id}" alt="${escapeHtml(placedAlt)}">`
    const doc = media.get(id)
    if (!doc?.filename) return ''
    if (!doc.mimeType?.startsWith('image/'))
      return `<p><a href="${mediaPath(doc.filename)}">${escapeHtml(doc.originalName || doc.filename)}</a></p>`
    const fileAlt =
      doc.alt && typeof doc.alt === 'object'
        ? ((locale ? doc.alt[locale] : undefined) ?? Object.values(doc.alt).find(Boolean))
        : doc.alt
    const alt = placedAlt || (typeof fileAlt === 'string' ? fileAlt : '')
    const size = doc.width && doc.height ? ` width="${doc.width}" height="${doc.height}"` : ''
    return `<img src="${mediaPath(doc.filename)}" alt="${escapeHtml(alt)}"${size}>`
  }

const EMPTY_PARAGRAPHS_AT_ENDS = /^(?:<p>(?:<br \/>|\s|&nbsp;)*<\/p>)+|(?:<p>(?:<br \/>|\s|&nbsp;)*<\/p>)+$/g

/**
 * The sanitised HTML of a Lexical state, or null when it holds nothing. `media` holds the files its upload nodes
 * place (src/richtext/uploads.ts loads them), `locale` the language whose alt texts apply.
 */
export const lexicalToHtml = (state: unknown, media?: Map<number, MediaForHtml>, locale?: string): string | null => {
  if (!state || typeof state !== 'object' || !('root' in state)) return null
  const html = convertLexicalToHTML({
    data: state as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({ ...defaultConverters, upload: uploadConverter(media, locale) }),
  })
  // The editor leaves an empty paragraph after a block such as an image; the site has no use for it at either end.
  const clean = sanitizeRichHtml(html).replace(EMPTY_PARAGRAPHS_AT_ENDS, '')
  return clean === '' ? null : clean
}

/** Stored HTML as served: the media library's paths as absolute URLs of this service (contract 1.8). */
export const withAbsoluteMediaUrls = (html: unknown): unknown =>
  typeof html === 'string' && html.includes('="/media/')
    ? html.replace(/(src|href)="\/media\//g, `$1="${publicUrl()}/media/`)
    : html
