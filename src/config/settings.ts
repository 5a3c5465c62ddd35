import path from 'node:path'

/**
 * Settings read from the environment. Kept apart from env.ts (which can start the embedded database) because the
 * collections use them and are bundled into the Next.js admin UI.
 */
export const isProduction = () => process.env.NODE_ENV === 'production'

/** A number from the environment: `fallback` when it is unset, empty, not a number or below `min`. */
export const numberSetting = (name: string, fallback: number, min = 0): number => {
  const raw = process.env[name]
  const value = Number(raw)
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= min ? value : fallback
}
export const dataDir = () => path.resolve(process.env.DATA_DIR ?? './.data')
/**
 * The wait before restarting an embedded PostgreSQL that died (src/db/embeddedSupervisor.ts): the minimum at first,
 * doubled after each failed attempt up to the maximum, so a cluster that cannot start is not hammered.
 */
export const embeddedRestartMinMs = () => numberSetting('EMBEDDED_RESTART_MIN_MS', 1_000, 1)
export const embeddedRestartMaxMs = () => numberSetting('EMBEDDED_RESTART_MAX_MS', 30_000, 1)
export const mediaDir = () => path.resolve(process.env.MEDIA_DIR ?? './media')
export const port = () => Number(process.env.PORT ?? 3000)
export const publicUrl = () => (process.env.PUBLIC_URL ?? `http://localhost:${port()}`).replace(/\/+$/, '')

/**
 * The origins the admin UI is served from, whose pages may use the staff cookie on Payload's API (its `csrf` list):
 * PUBLIC_URL's, and in a setup without one the loopback names of the port (a newcomer opens localhost or 127.0.0.1).
 */
export const adminOrigins = (): string[] => {
  if (process.env.PUBLIC_URL) return [new URL(publicUrl()).origin]
  return [`http://localhost:${port()}`, `http://127.0.0.1:${port()}`, `http://[::1]:${port()}`]
}
/**
 * Files of citizens' appeals: private, never under /media (which serves public files); on disk under DATA_DIR unless
 * APPEAL_FILES_DIR says otherwise, in the bucket under `appeals/` when S3 is configured.
 */
export const appealFilesDir = () => path.resolve(process.env.APPEAL_FILES_DIR ?? path.join(dataDir(), 'appeal-files'))

/**
 * The fund's days and months are Tashkent's (UTC+5): a month on the dashboard, "today", the dates in citizens' mails.
 * An IANA name; a wrong one stops the start (prepareEnvironment) rather than failing each report.
 */
export function reportTimeZone(): string {
  const zone = process.env.REPORT_TIME_ZONE || 'Asia/Tashkent'
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
  } catch {
    throw new Error(`REPORT_TIME_ZONE is not a time zone name: ${zone}`)
  }
  return zone
}

/**
 * The disk budget of anonymous uploads (the files citizens attach to appeals), across every server process: at most
 * ANONYMOUS_UPLOAD_MB_PER_HOUR MB stored in any rolling hour, and ANONYMOUS_UPLOAD_MB_PENDING MB held by appeals no
 * one has reviewed yet (status `new`). Past either, attachments are refused (503) until it frees; 0 turns one off.
 */
export const anonymousUploadMbPerHour = () => numberSetting('ANONYMOUS_UPLOAD_MB_PER_HOUR', 250)
export const anonymousUploadMbPending = () => numberSetting('ANONYMOUS_UPLOAD_MB_PENDING', 4096)
