/**
 * A record's version as an HTTP entity tag: its id and the instant of its last save (`updatedAt`, millisecond
 * precision, rewritten by every save of any locale). The admin UI (src/admin/concurrency/) computes the same tag from
 * the record it loaded, so it is pure: no Node or database import here.
 */
export function versionTag(id: number | string, updatedAt: string | Date | null | undefined): string | null {
  if (updatedAt === null || updatedAt === undefined) return null
  const time = updatedAt instanceof Date ? updatedAt.getTime() : Date.parse(updatedAt)
  if (!Number.isFinite(time)) return null
  return `"${id}-${time.toString(36)}"`
}

/**
 * Whether an `If-Match` header holds for a record whose current tag is `current` (RFC 9110 13.1.1): `*` holds for any
 * existing record; otherwise one of the listed tags must equal it by strong comparison (a weak `W/` tag never does).
 */
export function ifMatchHolds(header: string, current: string | null): boolean {
  if (current === null) return false
  const value = header.trim()
  if (value === '*') return true
  return value.split(',').some((tag) => tag.trim() === current)
}
