import express, { type Request, type Response } from 'express'
import { BadRequest } from '../core/errors.js'
import { storableTextOnly } from '../api/storableText.js'

/**
 * Request bodies of Payload's REST, read and checked before Payload parses them: it turns a scalar JSON body, a
 * truncated form or a form without its `_payload` record into a 500.
 */

/** Bodies read here (logins, method overrides, anything an anonymous caller sends): small by nature. */
const SMALL_BODY = '1mb'
/** A staff member's JSON record: rich text in three languages fits well within this. */
const STAFF_JSON = '10mb'
/** A staff upload as a whole form: the largest document allowed (51,200 KiB, contract 1.7) and its fields. */
const STAFF_FORM = '60mb'

const parsers = Object.fromEntries(
  [SMALL_BODY, STAFF_JSON, STAFF_FORM].map((limit) => [limit, express.raw({ type: () => true, limit })]),
)
export const readBody = (req: Request, res: Response, limit = SMALL_BODY): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    parsers[limit](req, res, (error?: unknown) =>
      error ? reject(error) : resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)),
    ),
  )

/** Payload takes any JSON as a record's data; anything but an object (`0`, `[]`, `"x"`) would fail deep inside it. */
function checkJsonBody(body: Buffer): void {
  if (body.length === 0) return
  let data: unknown
  try {
    data = JSON.parse(body.toString('utf8'), storableTextOnly)
  } catch {
    throw new BadRequest('Malformed JSON.')
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new BadRequest('The body must be a JSON object.')
}

/**
 * A record written as a form (the admin UI's way, with its file) is a well-formed multipart body whose `_payload` field
 * holds the record as a JSON object: Payload fails with a 500 on a truncated form or a missing or scalar `_payload`.
 */
async function checkFormBody(req: Request, body: Buffer, recordRequired: boolean): Promise<void> {
  let form: FormData
  try {
    form = await new globalThis.Request('http://form.invalid/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData()
  } catch {
    throw new BadRequest('Malformed multipart body.')
  }
  const record = form.get('_payload')
  if (typeof record === 'string') checkJsonBody(Buffer.from(record, 'utf8'))
  else if (recordRequired) throw new BadRequest('A form carries the record as a `_payload` JSON field.')
}

const mediaType = (req: Request) => (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()

/**
 * The body of a request, read and checked where Payload would parse it: JSON must be an object, a multipart form must
 * be well formed and its `_payload` a JSON object. Anonymous bodies are read whole (small); a staff member's body of
 * another type (nothing Payload parses) is left to stream, undefined here.
 */
export async function checkedBody(
  req: Request,
  res: Response,
  { staff, writesRecord }: { staff: boolean; writesRecord: boolean },
): Promise<Buffer | undefined> {
  const type = mediaType(req)
  if (type === 'application/json') {
    const body = await readBody(req, res, staff ? STAFF_JSON : SMALL_BODY)
    checkJsonBody(body)
    return body
  }
  if (type.startsWith('multipart/')) {
    const body = await readBody(req, res, staff ? STAFF_FORM : SMALL_BODY)
    await checkFormBody(req, body, writesRecord)
    return body
  }
  // Payload reads a record from JSON or from a form's `_payload`; from anything else it gets none and fails.
  if (writesRecord) throw new BadRequest('Send the record as JSON or as multipart form data.')
  return staff ? undefined : readBody(req, res)
}

/** The email of an auth form, sent as JSON (API clients) or as form data with a `_payload` JSON field (admin UI). */
export async function emailOf(request: globalThis.Request): Promise<string> {
  try {
    const type = request.headers.get('content-type') ?? ''
    let data: Record<string, unknown> = {}
    if (type.includes('json')) data = (await request.json()) as Record<string, unknown>
    else if (type.includes('form')) {
      const form = await request.formData()
      const embedded = form.get('_payload')
      data =
        typeof embedded === 'string'
          ? (JSON.parse(embedded) as Record<string, unknown>)
          : Object.fromEntries(form.entries())
    }
    return String(data?.email ?? '')
      .trim()
      .toLowerCase()
  } catch {
    return ''
  }
}
