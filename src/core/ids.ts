/** Record ids are PostgreSQL `integer` columns: anything outside 1..2^31-1 names no record. */
export const MAX_RECORD_ID = 2_147_483_647
/** The range of an `integer` column, for integer filters compared with one. */
export const INT4_MIN = -2_147_483_648

/** A record id from text or a JSON number, or null when it cannot name a record. */
export function parseRecordId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,10}$/.test(text)) return null
  const id = Number(text)
  return id >= 1 && id <= MAX_RECORD_ID ? id : null
}

/** An integer an `integer` column can hold. */
export const fitsInt4 = (value: number) => Number.isSafeInteger(value) && value >= INT4_MIN && value <= MAX_RECORD_ID
