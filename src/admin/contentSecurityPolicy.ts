import { publicUrl } from '../config/settings.js'

/**
 * The Content-Security-Policy of the admin UI (and every page the server renders outside the APIs). Nothing but this
 * origin may run, frame, be framed by, or receive a form from it; a script injected into a record cannot load code or
 * send data anywhere else.
 *
 * Scripts need 'unsafe-inline': Next.js bootstraps each page with inline scripts, and Payload's App Router layout gives
 * no place to stamp them with a per-request nonce. Styles need it too (Payload and Lexical set style attributes). The
 * development server (ADMIN_DEV=1) also evaluates code and talks over a WebSocket for hot reload.
 */
export function adminContentSecurityPolicy(dev = process.env.ADMIN_DEV === '1'): Record<string, string[]> {
  // Media URLs are absolute, on PUBLIC_URL; it is this origin unless a proxy in front answers under another name.
  const files = ["'self'", safeOrigin(publicUrl())].filter((source): source is string => source !== null)
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [...files, 'data:', 'blob:'],
    'media-src': [...files, 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
}

const safeOrigin = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}
