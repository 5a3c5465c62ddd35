const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase()
    const code = lower.startsWith('#x')
      ? Number.parseInt(lower.slice(2), 16)
      : lower.startsWith('#')
        ? Number(lower.slice(1))
        : Number.NaN
    if (Number.isInteger(code) && code > 0 && code <= 0x10ffff) return String.fromCodePoint(code)
    return ENTITIES[lower] ?? whole
  })

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? ''

/** An image of the text: its alt text, else the media file it shows (the audit trail's HTML marks it by id). */
const imageText = (alt: string, mediaId: string) => `[🖼${alt ? ` ${alt}` : mediaId ? ` #${mediaId}` : ''}]`

/**
 * Stored rich text (sanitised HTML, src/richtext/html.ts) as text a person reads: a line per paragraph, heading, list
 * item or table row, an image as its alt text. String work only, so it gives the same in a server render as in the
 * browser (which has a DOMParser; Node has none).
 */
export function htmlToReadableText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<img\b[^>]*>/gi, (tag) => `\n${imageText(attribute(tag, 'alt'), attribute(tag, 'data-media-id'))}\n`)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '\n• ')
      .replace(/<\/t[dh]>/gi, ' | ')
      .replace(/<\/?(p|h[1-6]|blockquote|pre|ul|ol|li|tr|table|div)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(/( \| )+$/, '')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n')
}
