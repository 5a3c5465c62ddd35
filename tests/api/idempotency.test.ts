import { describe, expect, it } from 'vitest'
import { RawConnection } from '../support/rawHttp.js'
import { useStack } from '../support/stack.js'
import { within } from '../support/within.js'
import { appealBody } from '../support/contract.js'

/**
 * A create whose answer is lost (the client or a proxy gave up, the database went away just after the commit) is sent
 * again with the same Idempotency-Key: it gets the record the first one made, not a second record or a false failure.
 */
const stack = useStack()
let address = 0
const from = () => ({ 'x-forwarded-for': `198.18.0.${++address}` })

const appeal = (subject: string) => appealBody({ subject })
const appealsWith = async (subject: string) =>
  (await stack.payload.find({ collection: 'appeals', where: { subject: { equals: subject } }, overrideAccess: true }))
    .docs
const program = (slug: string) => ({
  title: { uz: `Dastur ${slug}` },
  slug,
  sector: 'cotton',
  kind: 'credit',
  status: 1,
})

describe('Idempotency-Key on creates', () => {
  it('a citizen whose answer was lost gets the appeal the first request made, with its tracking code', async () => {
    const subject = `Lost answer ${Date.now()}`
    const body = JSON.stringify(appeal(subject))
    // The client sends the whole request and hangs up before the answer.
    const connection = await RawConnection.open(Number(new URL(stack.url).port))
    connection.write(
      `POST /api/v1/appeals HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nIdempotency-Key: appeal-retry-1\r\nX-Forwarded-For: 198.18.1.1\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
    connection.socket.destroy()
    await within(10_000, async () => (await appealsWith(subject)).length === 1, 50)

    const retry = await stack.api.post('/api/v1/appeals', {
      body: appeal(subject),
      headers: { ...from(), 'idempotency-key': 'appeal-retry-1' },
    })
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    const stored = await appealsWith(subject)
    expect(stored).toHaveLength(1)
    expect(retry.body.data.tracking_code).toBe(stored[0].trackingCode)
  })

  it('the same key with another body is a 409, and changes nothing', async () => {
    const first = await stack.api.post('/api/v1/appeals', {
      body: appeal('Key A'),
      headers: { ...from(), 'idempotency-key': 'reused-key' },
    })
    expect(first.status).toBe(201)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    const other = await stack.api.post('/api/v1/appeals', {
      body: appeal('Key B'),
      headers: { ...from(), 'idempotency-key': 'reused-key' },
    })
    expect(other.status).toBe(409)
    expect(other.body.message).toMatch(/Idempotency-Key/)
    expect(await appealsWith('Key B')).toHaveLength(0)
  })

  it('parallel requests with one key make one record and all answer it', async () => {
    const slug = `parallel-${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        stack.api.post('/api/v1/admin/programs', {
          token: stack.tokens.super_admin,
          body: program(slug),
          headers: { 'idempotency-key': `p-${slug}` },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1)
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(4)
    const { totalDocs } = await stack.payload.count({ collection: 'programs', where: { slug: { equals: slug } } })
    expect(totalDocs).toBe(1)
  })

  it('keys are per caller: another staff member with the same key makes their own record', async () => {
    const first = await stack.api.post('/api/v1/admin/programs', {
      token: stack.tokens.super_admin,
      body: program(`mine-${Date.now()}`),
      headers: { 'idempotency-key': 'shared-key' },
    })
    const second = await stack.api.post('/api/v1/admin/programs', {
      token: stack.tokens.admin,
      body: program(`theirs-${Date.now()}`),
      headers: { 'idempotency-key': 'shared-key' },
    })
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body.data.id).not.toBe(first.body.data.id)
  })

  it('without a key a retry is a new request (a second appeal, or 422 for a taken slug); a malformed key is a 400', async () => {
    const slug = `no-key-${Date.now()}`
    expect(
      (await stack.api.post('/api/v1/admin/programs', { token: stack.tokens.super_admin, body: program(slug) })).status,
    ).toBe(201)
    const again = await stack.api.post('/api/v1/admin/programs', {
      token: stack.tokens.super_admin,
      body: program(slug),
    })
    expect(again.status).toBe(422)
    expect(again.body.errors.slug).toEqual(['validation.unique'])
    for (const key of ['', 'x'.repeat(256), 'with space', 'ключ']) {
      const response = await fetch(`${stack.url}/api/v1/appeals`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': encodeURIComponent(key) === key ? key : 'a b',
          ...from(),
        },
        body: JSON.stringify(appeal('Bad key')),
      })
      expect(response.status, JSON.stringify(key.slice(0, 20))).toBe(400)
    }
    expect(await appealsWith('Bad key')).toHaveLength(0)
  })

  it('a browser on another origin may send the key and read the replay header', async () => {
    const preflight = await fetch(`${stack.url}/api/v1/appeals`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://site.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key')
    const answer = await stack.api.post('/api/v1/appeals', {
      body: appeal('Cross origin'),
      headers: { ...from(), origin: 'https://site.example', 'idempotency-key': 'cross-1' },
    })
    expect(answer.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed')
  })
})
