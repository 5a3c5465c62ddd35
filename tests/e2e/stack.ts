import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
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
  if (response.status >= 300)
    throw new Error(`${method} /api/${path} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: unknown }).doc
}

/** An image uploaded the way a client of the API uploads one for a text (POST /admin/posts/images). */
export async function uploadImage(
  token: string,
  name: string,
  colour: string,
): Promise<{ id: number; url: string; file_name: string }> {
  const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
  const body = new FormData()
  body.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), name)
  const response = await fetch(`${stack().baseUrl}/api/v1/admin/posts/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  })
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: { id: number; url: string; file_name: string } }).data
}

/** A bearer token of /api/v1 for a staff account. */
export async function apiToken(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${stack().baseUrl}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  return ((await response.json()) as { data: { token: string } }).data.token
}
