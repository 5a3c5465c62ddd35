import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'

/** The server started by tests/e2e/globalSetup.ts and its first super_admin. */
export const stack = () => inject('e2e')

/** Keeps each test's rows apart from every other test's (slugs, emails, file names). */
export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`

/** GET over HTTP without a browser, as the public site or an app would. */
export async function getJson(path: string, token?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(stack().baseUrl + path, { headers: token ? { authorization: `JWT ${token}` } : {} })
  return { status: response.status, body: await response.json().catch(() => undefined) }
}

/** A token of the first super_admin for Payload's REST API, to set up rows a test is not about. */
export async function superAdminToken(): Promise<string> {
  const { baseUrl, adminEmail, adminPassword } = stack()
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  })
  if (!response.ok) throw new Error(`super_admin login failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

/** A staff account made through the REST API, for tests about what that account can do rather than how it is made. */
export async function createStaffAccount(role: 'super_admin' | 'admin' | 'editor' | 'operator') {
  const email = `${unique(role.replace('_', '-'))}@example.com`
  const password = `pw-${randomBytes(6).toString('hex')}`
  const response = await fetch(`${stack().baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await superAdminToken()}` },
    body: JSON.stringify({ email, password, name: `E2E ${role}`, role }),
  })
  if (response.status !== 201) throw new Error(`creating a ${role} failed: ${response.status} ${await response.text()}`)
  return { email, password }
}

/** A write to Payload's REST API as the first super_admin, for the rows a test starts from. */
export async function restWrite(method: 'POST' | 'PATCH', path: string, body: unknown, locale = 'uz'): Promise<any> {
  const response = await fetch(`${stack().baseUrl}/api/${path}${path.includes('?') ? '&' : '?'}locale=${locale}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${await superAdminToken()}` },
    body: JSON.stringify(body),
  })
  if (response.status >= 300) throw new Error(`${method} /api/${path} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: unknown }).doc
}
