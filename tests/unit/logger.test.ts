import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  describeError,
  logger,
  payloadLogDestination,
  redact,
  routeConsoleThroughLogger,
  scrubText,
} from '../../src/logger.js'

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiZW1haWwiOiJhQGIuYyJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ'
const hex40 = 'a3f9c0d1e2b3a4f5c6d7e8f90a1b2c3d4e5f6a7b'

/** Everything written to stdout/stderr while `work` runs. */
function captured(work: () => void): string {
  const lines: string[] = []
  const spy = (chunk: unknown) => {
    lines.push(String(chunk))
    return true
  }
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(spy)
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(spy)
  try {
    work()
  } finally {
    out.mockRestore()
    err.mockRestore()
  }
  return lines.join('')
}

describe('scrubText', () => {
  it("cuts a failed query's parameters, whatever follows them", () => {
    const text = `Failed query: update "users" set "hash" = $1, "salt" = $2 where "id" = $3\nparams: ${hex40},deadbeef,1`
    expect(scrubText(text)).toBe(
      'Failed query: update "users" set "hash" = $1, "salt" = $2 where "id" = $3\nparams: [redacted]',
    )
  })

  it("hides a key's value in PostgreSQL's constraint messages", () => {
    expect(scrubText('Key (email)=(someone@example.com) already exists.')).toBe(
      'Key (email)=([redacted]) already exists.',
    )
  })

  it('hides JWTs, bearer values, token cookies and long hex or base64 runs', () => {
    const text = `Bearer ${jwt} cookie payload-token=${jwt}; reset ${hex40} key ${'A1b2'.repeat(15)}`
    const scrubbed = scrubText(text)
    expect(scrubbed).not.toContain(jwt)
    expect(scrubbed).not.toContain(hex40)
    expect(scrubbed).not.toContain('A1b2A1b2A1b2')
    expect(scrubbed).toContain('payload-token=[redacted]')
  })

  it("hides the secrets paths and query strings carry, and keeps the staff routes' numeric ids", () => {
    const cases: [string, string][] = [
      [
        '/api/v1/assistant/sessions/q7Vn3kPz0rXw8sLm2aBcDeFgHiJkLmNoPqRsTuVwXyZ',
        '/api/v1/assistant/sessions/[redacted]',
      ],
      ['/api/v1/admin/assistant/sessions/12/release', '/api/v1/admin/assistant/sessions/12/release'],
      ['/api/v1/appeals/A26-7KQ2-M9XD', '/api/v1/appeals/[redacted]'],
      ['/api/v1/admin/appeals/12', '/api/v1/admin/appeals/12'],
      ['lookup of a26-7kq2-m9xd failed', 'lookup of [redacted] failed'],
      ['/api/users/verify/abc123', '/api/users/verify/[redacted]'],
      ['/admin/reset/abc123', '/admin/reset/[redacted]'],
      [
        '/api/v1/programs?phone=%2B998901112233&email=a%40b.uz&page=2',
        '/api/v1/programs?phone=[redacted]&email=[redacted]&page=2',
      ],
      ['call +998901112233 back', 'call [redacted] back'],
    ]
    for (const [text, scrubbed] of cases) expect(scrubText(text), text).toBe(scrubbed)
  })

  it('keeps ordinary text, paths and request ids readable', () => {
    const text = 'GET /api/v1/programs 404 req 0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0 at /work/main/src/api/crud.ts:12:3'
    expect(scrubText(text)).toBe(text)
  })
})

describe('redact and describeError', () => {
  it('drops secret-looking keys and what failed queries carry (params, detail, values)', () => {
    expect(
      redact({
        password: 'x',
        params: [1],
        detail: 'Key (hash)=(abc)',
        nested: { resetPasswordToken: 'y', ok: 'fine' },
      }),
    ).toEqual({
      password: '[redacted]',
      params: '[redacted]',
      detail: '[redacted]',
      nested: { resetPasswordToken: '[redacted]', ok: 'fine' },
    })
  })

  it("keeps an error's name, code, message and stack frames, never the properties a library hangs on it", () => {
    const cause = Object.assign(new Error(`refused ${hex40}`), { code: '23505', detail: 'Key (email)=(a@b.c)' })
    const error = Object.assign(new Error(`Failed query: select 1\nparams: ${hex40}`), {
      params: [hex40],
      query: 'select 1',
      cause,
    })
    const described = describeError(error)
    expect(JSON.stringify(described)).not.toContain(hex40)
    expect(JSON.stringify(described)).not.toContain('a@b.c')
    expect(described).toMatchObject({
      name: 'Error',
      message: 'Failed query: select 1\nparams: [redacted]',
      cause: { code: '23505', message: 'refused [redacted]' },
    })
    expect(described.stack).toMatch(/^at /)
  })
})

describe('log lines', () => {
  afterEach(() => vi.restoreAllMocks())

  it('never carry a secret passed in an error message or a nested value', () => {
    const out = captured(() =>
      logger.error({
        msg: `login failed for ${jwt}`,
        error: new Error(`params: ${hex40}`),
        request: { headers: { cookie: 'payload-token=abc' } },
      }),
    )
    expect(out).not.toContain(jwt)
    expect(out).not.toContain(hex40)
    expect(out).not.toContain('payload-token=abc')
    expect(JSON.parse(out)).toMatchObject({ level: 'error' })
  })

  it("rewrites Payload's pino lines, errors included, through the same redaction", () => {
    const pinoLine = JSON.stringify({
      level: 50,
      time: 1,
      pid: 1,
      hostname: 'h',
      name: 'payload',
      msg: `Failed query: update users\nparams: ${hex40}`,
      err: {
        type: 'DrizzleQueryError',
        message: `Failed query\nparams: ${hex40}`,
        stack: 'Error\n    at x (y.js:1:1)',
        params: [hex40],
        query: 'update users',
      },
    })
    const out = captured(() => payloadLogDestination.write(pinoLine + '\n'))
    expect(out).not.toContain(hex40)
    expect(JSON.parse(out)).toMatchObject({ level: 'error', source: 'payload', error: { name: 'DrizzleQueryError' } })
  })

  it('routes console output (Next.js, libraries) through the redaction', () => {
    const original = { ...console }
    try {
      routeConsoleThroughLogger()
      const out = captured(() => console.error('render failed', new Error(`token ${jwt}`)))
      expect(out).not.toContain(jwt)
      expect(JSON.parse(out)).toMatchObject({ level: 'error', msg: 'render failed', source: 'console' })
    } finally {
      Object.assign(console, original)
    }
  })
})
