import type { Request } from 'express'
import { executeAuthStrategies, type Payload, type TypedUser } from 'payload'

/**
 * The active staff account of the request's token or cookie, as Payload will see it; null without valid credentials.
 * The caller of Payload's REST (src/payloadRest.ts) and of the Express rules in front of the admin UI.
 */
export async function staffCaller(payload: Payload, req: Request): Promise<TypedUser | null> {
  const cookie = `${payload.config.cookiePrefix}-token=`
  if (!req.headers.authorization && !req.headers.cookie?.includes(cookie)) return null
  const { user } = await executeAuthStrategies({ headers: headersOf(req), payload, canSetHeaders: false } as Parameters<
    typeof executeAuthStrategies
  >[0])
  const staff = user as (TypedUser & { status?: string }) | null
  return staff && staff.collection === 'users' && staff.status !== '0' ? staff : null
}

/** The request's headers as a web `Headers` (Payload's auth strategies and handlers take those). */
export function headersOf(req: Request): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}
