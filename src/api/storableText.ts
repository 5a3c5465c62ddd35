/**
 * Text no PostgreSQL text column can hold: a NUL byte, or half of a surrogate pair (`"\ud800"` in JSON). A body that
 * carries such text is malformed (400), refused where it is parsed (JSON on /api/v1 and Payload's REST, the text
 * fields of a multipart form), so no rule after it needs to think about it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text)

/** A `JSON.parse` reviver that fails the parse on text that cannot be stored, in keys and values alike. */
export function storableTextOnly(key: string, value: unknown): unknown {
  if (!isStorableText(key) || (typeof value === 'string' && !isStorableText(value)))
    throw new SyntaxError('Text that cannot be stored.')
  return value
}

/** Whether every key and string in a parsed body (a multipart form's fields) can be stored. */
export function isStorableBody(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isStorableText(value)
  if (!value || typeof value !== 'object' || depth > 8) return true
  return Object.entries(value).every(([key, item]) => isStorableText(key) && isStorableBody(item, depth + 1))
}
