import type { Request } from 'express'
import { executeAuthStrategies, type Payload, type TypedUser } from 'payload'

function headersOf(req: Request): Headers {
  const headers = new Headers({ DisableAutologin: 'true' })
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

/**
 * The signed-in staff member behind a request for an admin page, as Payload's own auth strategies find them (its
 * cookie); null without one. Only for the few Express rules that must know the caller before Next.js renders.
 */
export async function adminCaller(payload: Payload, req: Request): Promise<TypedUser | null> {
  if (!req.headers.cookie?.includes(`${payload.config.cookiePrefix}-token=`)) return null
  const { user } = await executeAuthStrategies({ headers: headersOf(req), payload, canSetHeaders: false } as Parameters<typeof executeAuthStrategies>[0])
  return user ?? null
}
