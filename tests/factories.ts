import type { Payload } from 'payload'
import type { Role } from '../src/access/roles.js'
import type { Client } from './support/http.js'
import { files } from './support/files.js'

let sequence = 0
const next = () => `${Date.now().toString(36)}-${++sequence}`

/** Test data goes in through the Local API as a system call: the tests under test are the HTTP ones. */
const system = { overrideAccess: true, context: { skipAudit: true } } as const

export async function createStaff(payload: Payload, role: Role, overrides: Record<string, unknown> = {}) {
  const email = `${role}-${next()}@example.com`
  const password = 'correct-horse-battery'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: `Test ${role}`, role, status: '1', ...overrides } as never,
    ...system,
  })
  return { user, email, password }
}

/** Logs in over HTTP and returns the bearer token. */
export async function tokenFor(api: Client, credentials: { email: string; password: string }): Promise<string> {
  const response = await api.post('/api/v1/admin/auth/login', { body: credentials })
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`)
  return response.body.data.token
}

/** One token per role, for access matrices. */
export async function staffTokens(payload: Payload, api: Client) {
  const tokens = {} as Record<Role, string>
  for (const role of ['super_admin', 'admin', 'editor', 'operator'] as Role[]) {
    tokens[role] = await tokenFor(api, await createStaff(payload, role))
  }
  return tokens
}

export async function createProgramSector(payload: Payload, overrides: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'program-sectors',
    locale: 'all' as never,
    data: { name: { uz: `Soha ${next()}`, ru: `Отрасль ${next()}` }, slug: `sector-${next()}`, status: '1', sortOrder: 0, ...overrides } as never,
    ...system,
  })
}

export async function createProgram(payload: Payload, overrides: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'programs',
    locale: 'all' as never,
    data: {
      title: { uz: `Dastur ${next()}`, ru: `Программа ${next()}`, en: `Program ${next()}` },
      slug: `program-${next()}`,
      sector: 'cotton',
      kind: 'credit',
      status: '1',
      sortOrder: 0,
      ...overrides,
    } as never,
    ...system,
  })
}

/** A document type with this code, created once. */
export async function ensureDocumentType(payload: Payload, code = 'decree', overrides: Record<string, unknown> = {}) {
  const { docs } = await payload.find({ collection: 'document-types', where: { code: { equals: code } }, limit: 1, overrideAccess: true })
  if (docs[0]) return docs[0]
  return payload.create({
    collection: 'document-types',
    locale: 'all' as never,
    data: { code, name: { uz: `Tur ${code}`, ru: `Тип ${code}`, en: `Type ${code}` }, status: '1', sortOrder: 0, ...overrides } as never,
    ...system,
  })
}

export async function createLegalDocument(payload: Payload, overrides: Record<string, unknown> = {}) {
  await ensureDocumentType(payload, typeof overrides.docType === 'string' ? overrides.docType : 'decree')
  return payload.create({
    collection: 'legal-documents',
    locale: 'all' as never,
    data: {
      title: { uz: `Qaror ${next()}`, ru: `Постановление ${next()}` },
      number: `PQ-${next()}`,
      docType: 'decree',
      relevance: 'high',
      state: 'in_force',
      adoptedOn: '2024-03-01T00:00:00.000Z',
      status: '1',
      sortOrder: 0,
      ...overrides,
    } as never,
    ...system,
  })
}

/** The audit entries of a resource record, newest last. */
export async function auditEntries(payload: Payload, resource: string, resourceId?: number) {
  const { docs } = await payload.find({
    collection: 'audit-logs',
    where: { and: [{ resource: { equals: resource } }, ...(resourceId === undefined ? [] : [{ resourceId: { equals: resourceId } }])] },
    sort: 'id',
    pagination: false,
    overrideAccess: true,
  })
  return docs as unknown as { action: string; changes: Record<string, { old: unknown; new: unknown }>; user: unknown; ip: string | null; userAgent: string | null }[]
}

/** A JPEG in the media library (with its sizes and WebP versions). */
export async function createImage(payload: Payload, name = 'photo.jpg') {
  const data = await files.jpeg()
  return payload.create({ collection: 'media', data: {}, file: { data, mimetype: 'image/jpeg', name, size: data.length }, ...system })
}

/** A PDF in the media library. */
export async function createPdf(payload: Payload, name = 'qaror.pdf') {
  const data = files.pdf()
  return payload.create({ collection: 'media', data: {}, file: { data, mimetype: 'application/pdf', name, size: data.length }, ...system })
}
