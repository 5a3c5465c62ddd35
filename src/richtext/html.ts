import sanitizeHtml from 'sanitize-html'
import { convertLexicalToHTML, LinkHTMLConverter, type HTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { publicUrl } from '../config/settings.js'
import { internalLinkOf, linkTargetKey, type LinkTargets } from './links.js'
import { uploadIdOf, type LexicalNode, type MediaForHtml } from './uploads.js'

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

/**
 * How a link node becomes HTML: an outside address as it is; an internal link (a record of the CMS) as the record's
 * public address in the text's language, when `targets` (src/richtext/links.ts) has one: a record the public cannot
 * read when the text is saved (hidden, unpublished, scheduled, deleted) or with no public address leaves its words
 * as plain text, never a dead `#`.
 */
type LinkArgs = Parameters<Extract<HTMLConverter<SerializedLinkNode>, (...args: never[]) => string>>[0]

const linkConverter = (targets: LinkTargets | undefined, locale: string | undefined) => {
  const hrefOf = (node: LexicalNode) => {
    const target = internalLinkOf(node)
    const path = target ? targets?.get(linkTargetKey(target)) : undefined
    if (!path) return ''
    return locale ? `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}` : path
  }
  const link = LinkHTMLConverter({ internalDocToHref: ({ linkNode }) => hrefOf(linkNode as LexicalNode) }).link as (
    args: LinkArgs,
  ) => string
  return (args: LinkArgs): string =>
    args.node.fields.linkType === 'internal' && hrefOf(args.node as LexicalNode) === ''
      ? args.nodesToHTML({ nodes: args.node.children }).join('')
      : link(args)
}

const EMPTY_PARAGRAPHS_AT_ENDS = /^(?:<p>(?:<br \/>|\s|&nbsp;)*<\/p>)+|(?:<p>(?:<br \/>|\s|&nbsp;)*<\/p>)+$/g

/**
 * The sanitised HTML of a Lexical state, or null when it holds nothing. `media` holds the files its upload nodes
 * place (src/richtext/uploads.ts loads them), `locale` the language whose alt texts and public pages apply, `targets`
 * the public addresses of the records its internal links name (src/richtext/links.ts loads them).
 */
export const lexicalToHtml = (
  state: unknown,
  media?: Map<number, MediaForHtml>,
  locale?: string,
  targets?: LinkTargets,
): string | null => {
  if (!state || typeof state !== 'object' || !('root' in state)) return null
  const html = convertLexicalToHTML({
    data: state as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      upload: uploadConverter(media, locale),
      link: linkConverter(targets, locale),
    }),
  })
  // The editor leaves an empty paragraph after a block such as an image; the site has no use for it at either end.
  const clean = sanitizeRichHtml(html).replace(EMPTY_PARAGRAPHS_AT_ENDS, '')
  return clean === '' ? null : clean
}

/**
 * Stored HTML as served: the paths of this service it holds as absolute URLs (contract 1.8), the media library's
 * files and the public pages internal links name (`/api/v1/...`).
 */
export const withAbsoluteMediaUrls = (html: unknown): unknown =>
  typeof html === 'string' && (html.includes('="/media/') || html.includes('href="/api/v1/'))
    ? html
        .replace(/(src|href)="\/media\//g, `$1="${publicUrl()}/media/`)
        .replace(/href="\/api\/v1\//g, `href="${publicUrl()}/api/v1/`)
    : html
