import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ensureFirstAdmin } from '../../src/boot.js'
import { isCompromisedPassword } from '../../src/auth/passwordPolicy.js'
import { interfaceText } from '../../src/i18n/interfaceText.js'
import { auditEntries, createClient, createStaff, tokenFor, uniqueTag } from '../factories.js'
import { TestSmtpServer, tokenIn } from '../support/smtp.js'
import { useStack } from '../support/stack.js'

/**
 * Contract 4.16 and 4.17: no password may be commonly used, breached or guessable (`validation.password.uncompromised`,
 * checked offline against a list shipped with the service), for citizens and staff, on every path that sets one:
 * registration, changes, resets, staff accounts on /api/v1, and Payload's own REST API and admin UI.
 */
// Password checks hash (~0.15 s each, several times that on a busy machine).
vi.setConfig({ testTimeout: 60_000 })

const smtp = new TestSmtpServer()
beforeAll(() => smtp.start())
afterAll(() => smtp.stop())

// No staff tokens up front: the first test needs a database without a super admin.
const stack = useStack({
  tokens: false,
  env: () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Agrofund <no-reply@agrofund.test>',
    SITE_URL: 'https://agrofund.test',
    MAIL_POLL_MS: '100',
    RATE_LIMIT_REGISTER_PER_HOUR: '0',
    RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR: '0',
    RATE_LIMIT_FORGOT_PASSWORD_PER_EMAIL_PER_HOUR: '0',
  }),
})

const UNCOMPROMISED = {
  message: 'validation.password.uncompromised',
  errors: { password: ['validation.password.uncompromised'] },
}
const GOOD = 'green-fields-2026'
/**
 * On the shipped list (any letter case, separators aside), or a shape no list holds: repeats, runs of digits, letters
 * or keyboard rows.
 */
const REFUSED = [
  'password',
  '12345678',
  'aaaaaaaa',
  'PassWord1',
  'iloveyou',
  'qwertyuiop',
  'Sunshine',
  'Change-Me',
  'abcdefgh',
  '87654321',
  '12121212',
  '1-2-3-4-5-6-7-8',
  'zyxwvuts',
  'йцукенгш',
]

const superAdminCount = async () =>
  (await stack.payload.count({ collection: 'users', where: { role: { equals: 'super_admin' } }, overrideAccess: true }))
    .totalDocs
const jwt = (token: string) => ({ authorization: `JWT ${token}` })
const adminLogin = (email: string, password: string) =>
  stack.api.post('/api/v1/admin/auth/login', { body: { email, password } })
const clientLogin = (email: string, password: string) =>
  stack.api.post('/api/v1/client/login', { body: { email, password } })
const register = (body: Record<string, unknown>) =>
  stack.api.post('/api/v1/client/register', {
    body: { name: 'Dilnoza Karimova', email: `dilnoza-${uniqueTag()}@example.com`, ...body },
  })
const confirmed = (password: string) => ({ password, password_confirmation: password })
/** Payload's 400 for a refused password: its ValidationError on the `password` path. */
const expectPayloadRefusal = (response: { status: number; body: any }) => {
  expect(response.status).toBe(400)
  expect(response.body.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'password' })])
}

async function citizen() {
  const account = await createClient(stack.payload)
  const session = await clientLogin(account.email, account.password)
  expect(session.status).toBe(200)
  return { ...account, token: session.body.data.token as string }
}

async function staff(role: 'super_admin' | 'editor' = 'editor') {
  const account = await createStaff(stack.payload, role)
  return { ...account, token: await tokenFor(stack.api, account) }
}

describe('the first super admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is refused at start, with a message naming ADMIN_PASSWORD, when the password is common; created when it is not', async () => {
    expect(await superAdminCount()).toBe(0)
    const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
    try {
      process.env.ADMIN_EMAIL = `first-${uniqueTag()}@example.com`
      process.env.ADMIN_PASSWORD = 'password1'
      await expect(ensureFirstAdmin(stack.payload)).rejects.toThrow(/^ADMIN_PASSWORD is refused: /)
      expect(await superAdminCount()).toBe(0)
      process.env.ADMIN_PASSWORD = 'a-rare-first-passphrase'
      await ensureFirstAdmin(stack.payload)
      expect(await superAdminCount()).toBe(1)
    } finally {
      for (const [name, value] of [
        ['ADMIN_EMAIL', saved.email],
        ['ADMIN_PASSWORD', saved.password],
      ] as const) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })
})

/** The examples (issue 38): local words and places, in Latin and Cyrillic, with digits, years or a symbol. */
const LOCAL = [
  'пароль123',
  'uzbekistan',
  'toshkent2024',
  'Password2024',
  'Qwerty2024',
  'Admin2024!',
  'ташкент123',
  'parol1234',
  'Samarqand2024!',
  "o'zbekiston2024",
  'Agrofund2024',
  'йцукен123',
]

describe('the estimator (zxcvbn-ts with local words, score 3 or more)', () => {
  it.each([...REFUSED, ...LOCAL])('refuses %s', (password) => {
    expect(isCompromisedPassword(password)).toBe(true)
  })

  it.each(['correct-horse-battery', GOOD, 'Qovun-7k2x-Yil', 'ФермерСамарканд-Bahor', 'sunflower-harvest-7'])(
    'accepts the passphrase %s',
    (password) => {
      expect(isCompromisedPassword(password)).toBe(false)
    },
  )

  it('reads no more than 64 characters of a password (the estimator slows with the length)', () => {
    const strong = 'Qovun-7k2x-Yil-sunflower-harvest'
    expect(isCompromisedPassword(strong)).toBe(false)
    // A weak first 64 characters: the strong tail is never read.
    expect(isCompromisedPassword(`${'a'.repeat(64)}${strong}`)).toBe(true)
    expect(isCompromisedPassword(`a${strong}`)).toBe(false)
    expect(isCompromisedPassword(`${strong}${'a'.repeat(200)}`)).toBe(false)
  })
})

describe('POST /api/v1/client/register', () => {
  it.each(REFUSED)('refuses %s with validation.password.uncompromised', async (password) => {
    const response = await register(confirmed(password))
    expect([response.status, response.body]).toEqual([422, UNCOMPROMISED])
  })

  it("refuses the citizen's own email, the part before @, or name (letter case, spaces and trailing digits aside)", async () => {
    const email = `dilnoza.karimova-${uniqueTag()}@example.com`
    for (const password of [email, `${email.split('@')[0]}`.toUpperCase(), 'Dilnoza Karimova', 'dilnozakarimova1990']) {
      const response = await register({ email, ...confirmed(password) })
      expect([response.status, response.body], password).toEqual([422, UNCOMPROMISED])
    }
  })

  it('lists every failing rule: a short common password is validation.min and validation.password.uncompromised', async () => {
    const response = await register(confirmed('1234567'))
    expect([response.status, response.body.errors]).toEqual([
      422,
      { password: ['validation.min', 'validation.password.uncompromised'] },
    ])
  })

  it.each(LOCAL)('refuses the local word %s with validation.password.uncompromised', async (password) => {
    const response = await register(confirmed(password))
    expect([response.status, response.body]).toEqual([422, UNCOMPROMISED])
  })

  it('accepts an uncommon password', async () => {
    expect((await register(confirmed(GOOD))).status).toBe(201)
  })
})

describe('PUT /api/v1/client/me and PUT /api/v1/user (a citizen)', () => {
  it('refuses a common new password and keeps the old one', async () => {
    const account = await citizen()
    for (const path of ['/api/v1/client/me', '/api/v1/user']) {
      for (const password of ['password1', 'qwerty123', account.email, ...LOCAL]) {
        const response = await stack.api.put(path, {
          token: account.token,
          body: { ...confirmed(password), current_password: account.password },
        })
        expect([response.status, response.body], `${path} ${password}`).toEqual([422, UNCOMPROMISED])
      }
    }
    expect((await clientLogin(account.email, account.password)).status).toBe(200)
  })
})

describe('PUT /api/v1/user (staff)', () => {
  it('refuses a common new password or the account’s own email and keeps the old one', async () => {
    const account = await staff()
    for (const password of ['letmein123', account.email, ...LOCAL]) {
      const response = await stack.api.put('/api/v1/user', {
        token: account.token,
        body: { ...confirmed(password), current_password: account.password },
      })
      expect([response.status, response.body], password).toEqual([422, UNCOMPROMISED])
    }
    expect((await adminLogin(account.email, account.password)).status).toBe(200)
  })
})

describe('POST /api/v1/client/reset-password', () => {
  it('refuses a common password or the account’s own email; the token still works for a good one', async () => {
    const account = await citizen()
    await stack.api.post('/api/v1/client/forgot-password', { body: { email: account.email } })
    const token = tokenIn(await smtp.waitFor(account.email, (mail) => mail.subject === 'Parolni tiklash'))
    for (const password of ['football1', account.email]) {
      const response = await stack.api.post('/api/v1/client/reset-password', {
        body: { token, ...confirmed(password) },
      })
      expect([response.status, response.body], password).toEqual([422, UNCOMPROMISED])
    }
    expect((await clientLogin(account.email, account.password)).status).toBe(200)
    expect(
      (await stack.api.post('/api/v1/client/reset-password', { body: { token, ...confirmed(GOOD) } })).status,
    ).toBe(200)
    expect((await clientLogin(account.email, GOOD)).status).toBe(200)
  })
})

describe('POST /api/v1/admin/users', () => {
  it('refuses a common password, or the new account’s own email or name', async () => {
    const { token } = await staff('super_admin')
    const email = `aziz-${uniqueTag()}@agrofund.uz`
    for (const password of ['password', '11111111', 'Welcome123', email, 'Aziz Rahimov', ...LOCAL]) {
      const response = await stack.api.post('/api/v1/admin/users', {
        token,
        body: { name: 'Aziz Rahimov', email, password, role: 'editor' },
      })
      expect([response.status, response.body], password).toEqual([422, UNCOMPROMISED])
    }
    expect(
      (
        await stack.api.post('/api/v1/admin/users', {
          token,
          body: { name: 'Aziz Rahimov', email, password: GOOD, role: 'editor' },
        })
      ).status,
    ).toBe(201)
  })
})

describe('PUT /api/v1/admin/users/{user_id}', () => {
  it('refuses a common password or the stored account’s own email, for another account and for one’s own', async () => {
    const admin = await staff('super_admin')
    const other = await createStaff(stack.payload, 'operator')
    for (const [account, password] of [
      [other, 'baseball1'],
      [other, other.email.split('@')[0]],
      [admin, 'superman1'],
      [admin, admin.email],
    ] as const) {
      const response = await stack.api.put(`/api/v1/admin/users/${account.user.id}`, {
        token: admin.token,
        body: { password },
      })
      expect([response.status, response.body], password).toEqual([422, UNCOMPROMISED])
    }
    expect((await adminLogin(other.email, other.password)).status).toBe(200)
    expect((await adminLogin(admin.email, admin.password)).status).toBe(200)
  })
})

describe("Payload's REST API and admin UI (the users collection)", () => {
  it('refuses to create a staff account with a common or short password', async () => {
    const { token } = await staff('super_admin')
    for (const password of ['password123', 'abc123']) {
      const email = `rest-${uniqueTag()}@agrofund.uz`
      const response = await stack.api.post('/api/users', {
        headers: jwt(token),
        body: { name: 'Rest User', email, password, role: 'editor', status: '1' },
      })
      expectPayloadRefusal(response)
      expect(
        (await stack.payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(0)
    }
  })

  it('refuses a common password set on another account or on one’s own (the account page), and keeps the old one', async () => {
    const admin = await staff('super_admin')
    const editor = await staff('editor')
    for (const [by, account] of [
      [admin, editor],
      [editor, editor],
      [admin, admin],
    ] as const) {
      // One's own needs the current password (src/auth/currentPassword.ts): given, so that the policy is what refuses.
      const currentPassword = by === account ? account.password : undefined
      for (const password of ['trustno1', account.email, ...LOCAL])
        expectPayloadRefusal(
          await stack.api.patch(`/api/users/${account.user.id}`, {
            headers: jwt(by.token),
            body: { password, currentPassword },
          }),
        )
    }
    expect((await adminLogin(editor.email, editor.password)).status).toBe(200)
    expect((await adminLogin(admin.email, admin.password)).status).toBe(200)
  })

  it("refuses a common password on Payload's reset page; the link still works for a good one", async () => {
    const account = await createStaff(stack.payload, 'editor')
    expect((await stack.api.post('/api/users/forgot-password', { body: { email: account.email } })).status).toBe(200)
    const mail = await smtp.waitFor(account.email)
    const token = /\/admin\/reset\/([a-f0-9]{40})/.exec(mail.html)?.[1]
    expect(token, mail.html.slice(0, 300)).toBeTruthy()
    expectPayloadRefusal(await stack.api.post('/api/users/reset-password', { body: { token, password: 'password1' } }))
    expectPayloadRefusal(
      await stack.api.post('/api/users/reset-password', { body: { token, password: account.email } }),
    )
    expect((await adminLogin(account.email, account.password)).status).toBe(200)
    expect((await stack.api.post('/api/users/reset-password', { body: { token, password: GOOD } })).status).toBe(200)
    expect((await adminLogin(account.email, GOOD)).status).toBe(200)
  })

  it('holds the Local API to it too (scripts, seeds): staff and citizens', async () => {
    const system = { overrideAccess: true, context: { skipAudit: true } } as const
    await expect(
      stack.payload.create({
        collection: 'users',
        data: {
          name: 'Script',
          email: `script-${uniqueTag()}@agrofund.uz`,
          password: 'monkey123',
          role: 'editor',
          status: '1',
        } as never,
        ...system,
      }),
    ).rejects.toMatchObject({ name: 'ValidationError' })
    await expect(
      stack.payload.create({
        collection: 'clients',
        data: {
          name: 'Script',
          email: `script-${uniqueTag()}@example.com`,
          password: 'dragon12',
          status: '1',
          language: 'uz',
        } as never,
        ...system,
      }),
    ).rejects.toMatchObject({ name: 'ValidationError' })
  })
})

/**
 * Issue 38: a new password of one's own needs the current one on every path (a stolen session must not take the
 * account over); a super admin's reset of another account needs none and is audited without any secret.
 */
describe('the current password', () => {
  const NEW = 'sunflower-harvest-7'
  const inUzbek = (key: 'currentPasswordRequired' | 'currentPasswordWrong') => interfaceText({ language: 'uz' }, key)
  /** Payload's 400 on the current password: its field, its message in the interface language (Uzbek by default). */
  const expectCurrentPasswordRefusal = (response: { status: number; body: any }, message: string) => {
    expect(response.status).toBe(400)
    expect(response.body.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'currentPassword', message })])
  }
  const me = (token: string) => stack.api.get('/api/v1/admin/auth/me', { token })
  const patchUser = (id: number, token: string, body: Record<string, unknown>) =>
    stack.api.patch(`/api/users/${id}`, { headers: jwt(token), body })

  it.each(['editor', 'super_admin'] as const)(
    'PATCH /api/users/<own id> of a %s: refused without it or with a wrong one (nothing changes, the other session lives); done with it',
    async (role) => {
      const account = await staff(role)
      const other = await tokenFor(stack.api, account)
      expectCurrentPasswordRefusal(
        await patchUser(account.user.id, account.token, { password: NEW }),
        inUzbek('currentPasswordRequired'),
      )
      expectCurrentPasswordRefusal(
        await patchUser(account.user.id, account.token, { password: NEW, currentPassword: 'not-my-password-1' }),
        inUzbek('currentPasswordWrong'),
      )
      expect((await me(other)).status).toBe(200)
      expect((await adminLogin(account.email, NEW)).status).toBe(422)

      const done = await patchUser(account.user.id, account.token, { password: NEW, currentPassword: account.password })
      expect(done.status).toBe(200)
      expect(done.text).not.toContain(account.password)
      expect((await adminLogin(account.email, NEW)).status).toBe(200)
      expect((await me(other)).status).toBe(401)
      expect((await me(account.token)).status).toBe(200)
    },
  )

  it("a bulk PATCH /api/users that takes in one's own account is refused for it", async () => {
    const account = await staff('super_admin')
    const response = await stack.api.patch(`/api/users?where[id][equals]=${account.user.id}`, {
      headers: jwt(account.token),
      body: { password: NEW },
    })
    expect(response.status).toBe(400)
    expect((await adminLogin(account.email, account.password)).status).toBe(200)
  })

  it('counts a wrong current password on Payload’s REST API as a failed login: the sixth guess is 429', async () => {
    const account = await staff('editor')
    for (let guess = 1; guess <= 5; guess++)
      expectCurrentPasswordRefusal(
        await patchUser(account.user.id, account.token, { password: NEW, currentPassword: `wrong-guess-${guess}` }),
        inUzbek('currentPasswordWrong'),
      )
    const locked = await patchUser(account.user.id, account.token, { password: NEW, currentPassword: account.password })
    expect(locked.status).toBe(429)
    expect((await me(account.token)).status).toBe(200)
  })

  it('holds the Local API on behalf of an account to it; a system call (no account: seed, first admin) needs none', async () => {
    const account = await createStaff(stack.payload, 'editor')
    await expect(
      stack.payload.update({
        collection: 'users',
        id: account.user.id,
        data: { password: NEW },
        user: { ...account.user, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ name: 'ValidationError' })
    await stack.payload.update({ collection: 'users', id: account.user.id, data: { password: NEW } })
    expect((await adminLogin(account.email, NEW)).status).toBe(200)
  })

  it('a super admin resets another account’s password without it, through Payload’s REST API: audited, no secret kept', async () => {
    const admin = await staff('super_admin')
    const editor = await staff('editor')
    const response = await patchUser(editor.user.id, admin.token, { password: NEW })
    expect(response.status).toBe(200)
    expect((await adminLogin(editor.email, NEW)).status).toBe(200)
    expect((await me(editor.token)).status).toBe(401)

    const entries = await auditEntries(stack.payload, 'users', editor.user.id)
    const reset = entries.filter((entry) => entry.action === 'updated')
    expect(reset).toEqual([
      expect.objectContaining({ userEmail: admin.email, changes: { password: { old: null, new: 'changed' } } }),
    ])
    const stored = (await stack.payload.findByID({
      collection: 'users',
      id: editor.user.id,
      showHiddenFields: true,
      overrideAccess: true,
    })) as { hash?: string; salt?: string }
    const text = JSON.stringify(entries)
    for (const secret of [NEW, editor.password, stored.hash!, stored.salt!]) expect(text).not.toContain(secret)
  })

  it('PUT /api/v1/user and PUT /api/v1/client/me refuse a new password without it (validation.current_password)', async () => {
    const CURRENT = {
      message: 'validation.current_password',
      errors: { current_password: ['validation.current_password'] },
    }
    const employee = await staff('editor')
    const person = await citizen()
    for (const [path, token] of [
      ['/api/v1/user', employee.token],
      ['/api/v1/client/me', person.token],
      ['/api/v1/user', person.token],
    ] as const) {
      for (const extra of [{}, { current_password: 'not-my-password-1' }]) {
        const response = await stack.api.put(path, { token, body: { ...confirmed(NEW), ...extra } })
        expect([response.status, response.body], path).toEqual([422, CURRENT])
      }
    }
    expect((await adminLogin(employee.email, employee.password)).status).toBe(200)
    expect((await clientLogin(person.email, person.password)).status).toBe(200)
  })
})
