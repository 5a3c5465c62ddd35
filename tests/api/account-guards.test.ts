import { describe, expect, it, vi } from 'vitest'
import { createClient, createStaff, tokenFor } from '../factories.js'
import { expectTooManyAttempts, type ApiResponse } from '../support/http.js'
import { useStack } from '../support/stack.js'

/**
 * Guards of one's own account: a super admin cannot deactivate themselves any more than delete themselves (contract
 * 4.17: 409), and the password typed to prove who one is — `current_password` of a password change, `password` of
 * DELETE /user — is a guess counted like a failed login (contract 1.9: 5 per account and address, then 429).
 * Each case speaks from its own address (X-Forwarded-For, trusted from loopback).
 */
// Every password check hashes (~0.15 s, several times that on a busy machine), and these cases check dozens.
vi.setConfig({ testTimeout: 120_000 })

const stack = useStack({ tokens: false })

const OWN_DEACTIVATION = { message: 'You cannot deactivate your own account.' }
const CURRENT_PASSWORD = {
  message: 'validation.current_password',
  errors: { current_password: ['validation.current_password'] },
}
const NEW_PASSWORD = 'a-fresh-passphrase-42'

let lastAddress = 0
const newAddress = () => `10.40.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`
const from = (ip: string) => ({ 'x-forwarded-for': ip })

const stored = (id: number) => stack.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
const me = (token: string) => stack.api.get('/api/v1/admin/auth/me', { token })
const adminLogin = (ip: string, email: string, password: string) =>
  stack.api.post('/api/v1/admin/auth/login', { headers: from(ip), body: { email, password } })
const clientLogin = (ip: string, email: string, password: string) =>
  stack.api.post('/api/v1/client/login', { headers: from(ip), body: { email, password } })
const passwordChange = (path: string, ip: string, token: string, current: string) =>
  stack.api.put(path, {
    token,
    headers: from(ip),
    body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, current_password: current },
  })
const tally = (responses: ApiResponse[]) => {
  const counts: Record<number, number> = {}
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1
  return counts
}

async function superAdmin() {
  const account = await createStaff(stack.payload, 'super_admin')
  return { ...account, token: await tokenFor(stack.api, account) }
}

async function citizen() {
  const account = await createClient(stack.payload)
  const session = await clientLogin(newAddress(), account.email, account.password)
  expect(session.status).toBe(200)
  return { ...account, token: session.body.data.token as string }
}

describe('a super admin deactivating their own account', () => {
  it('PUT /api/v1/admin/users/{own id} with status 0 is 409, as deleting oneself is, while other super admins remain', async () => {
    const [own] = [await superAdmin(), await superAdmin()]
    for (const body of [{ status: 0 }, { status: '0', name: 'Leaving' }]) {
      const response = await stack.api.put(`/api/v1/admin/users/${own.user.id}`, { token: own.token, body })
      expect([response.status, response.body], JSON.stringify(body)).toEqual([409, OWN_DEACTIVATION])
    }
    expect(await stored(own.user.id)).toMatchObject({ status: '1', name: 'Test super_admin' })
    expect((await me(own.token)).status).toBe(200)
  })

  it("is refused through Payload's REST API (the admin UI's account page) too, also inside a bulk edit", async () => {
    const own = await superAdmin()
    const other = await superAdmin()
    // In the editor's interface language there (Russian here); /api/v1 above keeps the contract's English.
    const single = await stack.api.patch(`/api/users/${own.user.id}`, {
      headers: { authorization: `JWT ${own.token}`, 'accept-language': 'ru' },
      body: { status: '0' },
    })
    expect(single.status).toBe(409)
    expect(single.body.errors[0].message).toBe('Нельзя деактивировать собственную учётную запись.')
    await stack.api.patch(`/api/users?where[id][in]=${own.user.id},${other.user.id}`, {
      headers: { authorization: `JWT ${own.token}` },
      body: { status: '0' },
    })
    expect(await stored(own.user.id)).toMatchObject({ status: '1' })
    expect((await me(own.token)).status).toBe(200)
  })

  it('leaves deactivating them to another super admin', async () => {
    const own = await superAdmin()
    const other = await superAdmin()
    const response = await stack.api.put(`/api/v1/admin/users/${own.user.id}`, {
      token: other.token,
      body: { status: 0 },
    })
    expect([response.status, response.body.data.status]).toEqual([200, 0])
    expect((await me(own.token)).status).toBe(401)
  })
})

describe('wrong current_password guesses of a citizen (PUT /api/v1/client/me, PUT /api/v1/user)', () => {
  it('count like failed logins: after 5 the 6th is 429 with Retry-After, even the right one, and login from there too', async () => {
    const account = await citizen()
    const ip = newAddress()
    for (let guess = 0; guess < 5; guess++) {
      const path = guess % 2 ? '/api/v1/user' : '/api/v1/client/me'
      const response = await passwordChange(path, ip, account.token, `wrong-guess-${guess}`)
      expect([response.status, response.body], `${path} guess ${guess}`).toEqual([422, CURRENT_PASSWORD])
    }
    for (const path of ['/api/v1/client/me', '/api/v1/user'])
      expectTooManyAttempts(await passwordChange(path, ip, account.token, account.password), 600)
    expectTooManyAttempts(await clientLogin(ip, account.email, account.password), 600)
    // The password did not change, and another address is not locked out of the account.
    expect((await clientLogin(newAddress(), account.email, account.password)).status).toBe(200)
    expect((await clientLogin(newAddress(), account.email, NEW_PASSWORD)).status).toBe(422)
  })

  it('share the count with failed logins: 5 wrong logins lock the password change from that address', async () => {
    const account = await citizen()
    const ip = newAddress()
    for (let guess = 0; guess < 5; guess++)
      expect((await clientLogin(ip, account.email, `wrong-login-${guess}`)).status).toBe(422)
    expectTooManyAttempts(await passwordChange('/api/v1/client/me', ip, account.token, account.password), 600)
  })

  it('are taken back by a right one, as a successful login does', async () => {
    const account = await citizen()
    const ip = newAddress()
    for (let guess = 0; guess < 4; guess++)
      expect((await passwordChange('/api/v1/client/me', ip, account.token, `wrong-${guess}`)).status).toBe(422)
    expect((await passwordChange('/api/v1/client/me', ip, account.token, account.password)).status).toBe(200)
    for (let guess = 0; guess < 5; guess++)
      expect((await passwordChange('/api/v1/client/me', ip, account.token, `again-${guess}`)).status).toBe(422)
    expectTooManyAttempts(await passwordChange('/api/v1/client/me', ip, account.token, NEW_PASSWORD), 600)
  })

  it('are counted before they are checked: of 30 parallel guesses at most 5 are tried', async () => {
    const account = await citizen()
    const ip = newAddress()
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        passwordChange('/api/v1/client/me', ip, account.token, `parallel-${index}`),
      ),
    )
    const counts = tally(responses)
    expect(counts[422]).toBeLessThanOrEqual(5)
    expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(30)
  })

  it('do not hold up changes that need no password', async () => {
    const account = await citizen()
    const ip = newAddress()
    for (let guess = 0; guess < 5; guess++)
      await passwordChange('/api/v1/client/me', ip, account.token, `wrong-${guess}`)
    const renamed = await stack.api.put('/api/v1/client/me', {
      token: account.token,
      headers: from(ip),
      body: { name: 'Renamed citizen' },
    })
    expect([renamed.status, renamed.body.data?.name]).toEqual([200, 'Renamed citizen'])
  })
})

describe('wrong current_password guesses of staff (PUT /api/v1/user)', () => {
  it('count like failed admin logins: after 5 the 6th is 429, and the admin login from that address too', async () => {
    const account = await createStaff(stack.payload, 'editor')
    const token = await tokenFor(stack.api, account)
    const ip = newAddress()
    for (let guess = 0; guess < 5; guess++) {
      const response = await passwordChange('/api/v1/user', ip, token, `wrong-guess-${guess}`)
      expect([response.status, response.body], `guess ${guess}`).toEqual([422, CURRENT_PASSWORD])
    }
    expectTooManyAttempts(await passwordChange('/api/v1/user', ip, token, account.password), 600)
    expectTooManyAttempts(await adminLogin(ip, account.email, account.password), 600)
    expect((await adminLogin(newAddress(), account.email, account.password)).status).toBe(200)
  })
})

describe('wrong password guesses on DELETE /api/v1/user', () => {
  it('count like failed logins: after 5 the 6th is 429, even the right one; the account stays', async () => {
    const account = await citizen()
    const ip = newAddress()
    const remove = (password: string, address = ip) =>
      stack.api.delete('/api/v1/user', { token: account.token, headers: from(address), body: { password } })
    for (let guess = 0; guess < 5; guess++) {
      const response = await remove(`wrong-guess-${guess}`)
      expect([response.status, response.body.errors], `guess ${guess}`).toEqual([
        422,
        { password: ['validation.current_password'] },
      ])
    }
    expectTooManyAttempts(await remove(account.password), 600)
    expect(
      (
        await stack.payload.count({
          collection: 'clients',
          where: { id: { equals: account.client.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    expect((await remove(account.password, newAddress())).status).toBe(204)
  })
})
