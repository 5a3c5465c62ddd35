/**
 * The fund's time zone (REPORT_TIME_ZONE, Tashkent by default): every date and time the admin UI shows is on its clock,
 * whatever the zone of the server that renders it or of the browser that shows it. The server sets it at start
 * (src/environment.ts), the browser from the client config (src/admin/EditorLanguage.tsx); Payload's own date
 * formatting reads the same value (src/build/payloadDateZoneLoader.cjs).
 */
const ZONE = Symbol.for('agrofund.timeZone')
const shared = globalThis as { [ZONE]?: string }

export function setAdminTimeZone(zone: string | undefined): void {
  if (zone) shared[ZONE] = zone
}

export function adminTimeZone(): string {
  return shared[ZONE] || (typeof process === 'undefined' ? undefined : process.env.REPORT_TIME_ZONE) || 'Asia/Tashkent'
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** Dates as written in Uzbekistan (and Russia): 22.11.2026 14:05, on the fund's clock. */
export function formatDateTime(value: string | Date | null | undefined, timeZone = adminTimeZone()): string {
  if (!value) return '—'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  const part = partsOf(date, timeZone)
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`
}

function partsOf(date: Date, timeZone: string): Record<string, string> {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  return Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]))
}

/** The fund's day (yyyy-mm-dd) an instant falls on. */
export function fundDay(date: Date, timeZone = adminTimeZone()): string {
  if (Number.isNaN(date.getTime())) return ''
  const part = partsOf(date, timeZone)
  return `${part.year}-${part.month}-${part.day}`
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (to the minute: the clock shows no seconds here). */
function offsetAt(time: number, timeZone: string): number {
  const part = partsOf(new Date(time), timeZone)
  const clock = Date.UTC(+part.year, +part.month - 1, +part.day, +part.hour, +part.minute)
  return Math.ceil((clock - time) / 60_000) * 60_000
}

/** The instant the fund's day `yyyy-mm-dd` (moved by `offsetDays`) begins: its midnight on the fund's clock. */
export function startOfFundDay(day: string, offsetDays = 0, timeZone = adminTimeZone()): Date {
  const [year, month, date] = day.split('-').map(Number)
  const midnight = Date.UTC(year, month - 1, date + offsetDays)
  // The offset at UTC midnight, then at the instant found (a clock change that day moves it).
  const first = midnight - offsetAt(midnight, timeZone)
  return new Date(midnight - offsetAt(first, timeZone))
}

const units = ['B', 'KB', 'MB', 'GB']

/** 1536 → "1.5 KB": file sizes as people read them. */
export function formatFileSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '—'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}
