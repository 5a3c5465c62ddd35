import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createStaff } from '../factories.js'
import { startChildServer, type ChildServer } from '../support/childServer.js'
import { client, type ApiResponse, type Client } from '../support/http.js'
import { useStack } from '../support/stack.js'

/**
 * Payload keeps an account's sessions as an array on its row; logins, logouts and refreshes read and rewrite it.
 * These races used to lose sessions (a token issued but refused), bring revoked ones back (a logged-out token working
 * again) and answer 500. Each race runs through /api/v1 and Payload's own REST, within one process and across two
 * server processes on one database (the test's server and a child running `src/server.ts`).
 */
// Every login hashes a password (~0.15 s, several times that on a busy machine) and these tests log in by the dozen.
vi.setConfig({ testTimeout: 120_000 })

const LIMITS_OFF = {
  LOGIN_MAX_ATTEMPTS: '0',
  LOGIN_MAX_FAILURES_PER_IP: '0',
  RATE_LIMIT_REFRESH_PER_MINUTE: '0',
  RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR: '0',
}

const stack = useStack({ env: LIMITS_OFF, tokens: false })
let child: ChildServer
let here: Client
let there: Client

beforeAll(async () => {
  here = stack.api
  child = await startChildServer({
    DATABASE_URL: stack.server.databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
    RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
    PUBLIC_URL: undefined,
    ...LIMITS_OFF,
  })
  there = client(child.url)
}, 120_000)
afterAll(async () => {
  child?.kill()
  await child?.exited
})

type Account = Awaited<ReturnType<typeof createStaff>>
type Via = 'v1' | 'rest'

const login = async (api: Client, via: Via, account: Account): Promise<string> => {
  const response =
    via === 'v1'
      ? await stack.api.post('/api/v1/admin/auth/login', { body: { email: account.email, password: account.password } })
      : await stack.api.post('/api/users/login', { body: { email: account.email, password: account.password } })
  expect(response.status, `${via} login: ${response.text.slice(0, 200)}`).toBe(200)
  return via === 'v1' ? response.body.data.token : response.body.token
}
const logout = (api: Client, via: Via, token: string) =>
  via === 'v1'
    ? stack.api.post('/api/v1/admin/auth/logout', { token })
    : stack.api.post('/api/users/logout', { headers: { authorization: `JWT ${token}` } })
const refresh = (api: Client, token: string) =>
  stack.api.post('/api/users/refresh-token', { headers: { authorization: `JWT ${token}` } })
/** Whether the token is accepted: by /api/v1 and by Payload's REST, on both servers (all four must agree). */
async function works(token: string): Promise<boolean> {
  const answers = await Promise.all([
    here.get('/api/v1/admin/auth/me', { token }),
    there.get('/api/v1/admin/auth/me', { token }),
    here.get('/api/users/me', { headers: { authorization: `JWT ${token}` } }),
    there.get('/api/users/me', { headers: { authorization: `JWT ${token}` } }),
  ])
  const accepted = answers.map((answer, index) =>
    index < 2 ? answer.status === 200 : answer.status === 200 && answer.body?.user !== null,
  )
  expect(new Set(accepted).size, `servers disagree about a token: ${accepted.join(', ')}`).toBe(1)
  return accepted[0]
}
const servers = (index: number) => (index % 2 === 0 ? here : there)
const vias = (index: number): Via => (Math.floor(index / 2) % 2 === 0 ? 'v1' : 'rest')
const noServerErrors = (responses: ApiResponse[]) =>
  expect(responses.map((response) => response.status).filter((status) => status >= 500)).toEqual([])

describe('concurrent logins of one account', () => {
  it('issues tokens that all work, whichever server and route issued them', async () => {
    const trials = 4
    const perTrial = 8
    let working = 0
    for (let trial = 0; trial < trials; trial++) {
      const account = await createStaff(stack.payload, 'editor')
      const tokens = await Promise.all(
        Array.from({ length: perTrial }, (_, index) => login(servers(index), vias(index), account)),
      )
      const results = await Promise.all(tokens.map(works))
      working += results.filter(Boolean).length
      expect(results, `trial ${trial}`).toEqual(tokens.map(() => true))
      const stored = await stack.payload.findByID({
        collection: 'users',
        id: account.user.id,
        overrideAccess: true,
        depth: 0,
      })
      expect((stored as { sessions?: unknown[] }).sessions).toHaveLength(perTrial)
    }
    console.log(
      `concurrent logins: ${working} of ${trials * perTrial} tokens work (${trials} trials of ${perTrial} parallel logins over 2 processes, /api/v1 and REST)`,
    )
  })
})

describe('logout racing logins of the same account', () => {
  it('keeps the revoked token revoked, and every token issued meanwhile working', async () => {
    const trials = 10
    let revived = 0
    let lost = 0
    for (let trial = 0; trial < trials; trial++) {
      const account = await createStaff(stack.payload, 'operator')
      const victim = await login(here, vias(trial * 2), account)
      const [out, ...issued] = await Promise.all([
        logout(servers(trial), vias(trial * 2), victim),
        ...Array.from({ length: 6 }, (_, index) => login(servers(index + trial + 1), vias(index), account)),
      ])
      expect([200, 204]).toContain((out as ApiResponse).status)
      if (await works(victim)) revived++
      for (const token of issued as string[]) if (!(await works(token))) lost++
    }
    console.log(
      `logout racing 6 logins: revoked token worked again in ${revived} of ${trials} trials; ${lost} of ${trials * 6} new tokens lost`,
    )
    expect(revived).toBe(0)
    expect(lost).toBe(0)
    // Bounded by its 70 logins (a password hash each): a busy machine took 42 s of them.
  }, 180_000)
})

describe('refresh-token in a loop racing logout', () => {
  it('cannot bring a logged-out session back, nor its refreshed tokens', async () => {
    const trials = 10
    let survived = 0
    const statuses = new Map<number, number>()
    for (let trial = 0; trial < trials; trial++) {
      const account = await createStaff(stack.payload, 'editor')
      const token = await login(servers(trial), 'rest', account)
      const refreshed: string[] = []
      let loggedOut = false
      const loop = async (api: Client) => {
        // Refreshes keep going until a little after the logout has answered.
        for (let round = 0; round < 40 && !(loggedOut && round > 3); round++) {
          const response = await refresh(api, token)
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          if (response.status >= 500) throw new Error(`refresh answered ${response.status}`)
          if (response.status === 200) refreshed.push(response.body.refreshedToken)
        }
      }
      const loops = [loop(here), loop(there), loop(here)]
      await new Promise((resolve) => setTimeout(resolve, 20 + trial * 5))
      const out = await logout(servers(trial + 1), vias(trial), token)
      loggedOut = true
      await Promise.all(loops)
      expect([200, 204]).toContain(out.status)
      if (await works(token)) survived++
      for (const again of new Set(refreshed)) if (await works(again)) survived++
    }
    console.log(
      `refresh loop racing logout: ${survived} tokens of the logged-out session still worked over ${trials} trials; refresh answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(' ')}`,
    )
    expect(survived).toBe(0)
  })
})

describe('parallel logouts', () => {
  it('of one token answer without a 5xx and leave it revoked', async () => {
    const account = await createStaff(stack.payload, 'admin')
    const token = await login(here, 'v1', account)
    const keep = await login(there, 'rest', account)
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => logout(servers(index), vias(index), token)),
    )
    noServerErrors(responses)
    for (const [index, response] of responses.entries()) {
      // /api/v1 answers 204, or 401 once the token is already revoked; Payload's logout is idempotent (200).
      expect(vias(index) === 'v1' ? [204, 401] : [200], `logout ${index}`).toContain(response.status)
    }
    console.log(`12 parallel logouts of one token: ${responses.map((response) => response.status).join(' ')}`)
    expect(await works(token)).toBe(false)
    expect(await works(keep)).toBe(true)
    // One logout audit entry, however many logouts raced.
    const { totalDocs } = await stack.payload.count({
      collection: 'audit-logs',
      where: { action: { equals: 'logout' }, resourceId: { equals: account.user.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('of many tokens of one account revoke each of them and no other', async () => {
    const account = await createStaff(stack.payload, 'editor')
    const tokens: string[] = []
    for (let index = 0; index < 8; index++) tokens.push(await login(servers(index), vias(index), account))
    const keep = await login(here, 'v1', account)
    const responses = await Promise.all(
      tokens.map((token, index) => logout(servers(index + 1), vias(index + 1), token)),
    )
    noServerErrors(responses)
    expect(responses.map((response) => response.status).every((status) => status === 200 || status === 204)).toBe(true)
    for (const token of tokens) expect(await works(token)).toBe(false)
    expect(await works(keep)).toBe(true)
  })

  it('of an already revoked token: Payload’s REST answers 200 again, /api/v1 401', async () => {
    const account = await createStaff(stack.payload, 'editor')
    const token = await login(there, 'rest', account)
    expect((await logout(there, 'rest', token)).status).toBe(200)
    expect((await logout(here, 'rest', token)).status).toBe(200)
    expect((await logout(here, 'v1', token)).status).toBe(401)
    expect((await refresh(there, token)).status).toBe(403)
  })
})

describe('a profile save racing logins and logouts', () => {
  it('neither drops a new session nor brings back an ended one', async () => {
    const account = await createStaff(stack.payload, 'editor')
    const victim = await login(here, 'v1', account)
    const saves = (api: Client, token: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        stack.api.patch(`/api/users/${account.user.id}`, {
          headers: { authorization: `JWT ${token}` },
          body: { name: `Renamed ${index}` },
        }),
      )
    const keeper = await login(there, 'rest', account)
    const results = await Promise.all([
      logout(there, 'v1', victim),
      ...saves(here, keeper, 3),
      ...saves(there, keeper, 3),
      login(here, 'rest', account),
      login(there, 'v1', account),
    ])
    noServerErrors(results.filter((result): result is ApiResponse => typeof result === 'object'))
    expect(await works(victim)).toBe(false)
    for (const token of [keeper, ...results.filter((result): result is string => typeof result === 'string')])
      expect(await works(token)).toBe(true)
  })
})
