import { describe, expect, it } from 'vitest'
import { createStaff } from '../factories.js'
import { useStack } from '../support/stack.js'
import { appealBody } from '../support/contract.js'

/**
 * Keys that reach `Object.prototype` when a parser follows them (`__proto__`, `constructor[prototype]`) or that a
 * careless parser treats specially (`prototype`), sent through every parser the service owns: Payload REST's query
 * string, /api/v1's filters, JSON bodies of both APIs, multipart fields of both. The server runs in this process, so a
 * polluted prototype shows here, and the requests after it show whether the service still works.
 */
const stack = useStack()

const prototypeSnapshot = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',')

const whereKeys = [
  'where[__proto__][equals]=x',
  'where[__proto__][polluted]=x',
  'where[constructor][prototype][equals]=x',
  'where[constructor][prototype][polluted]=x',
  'where[prototype][equals]=x',
  'where[or][0][__proto__][equals]=x',
  'where[and][__proto__][polluted]=x',
  'where[title][__proto__]=x',
  'where[title][constructor][prototype]=x',
  'where[__proto__]=x',
  '__proto__[polluted]=x',
  'constructor[prototype][polluted]=x',
  'sort=__proto__',
  'locale=__proto__',
  'depth=__proto__',
]

const jsonBodies = [
  '{"__proto__": {"polluted": "yes"}}',
  '{"constructor": {"prototype": {"polluted": "yes"}}}',
  '{"prototype": {"polluted": "yes"}}',
  '{"title": {"__proto__": {"polluted": "yes"}}}',
  '{"title": {"uz": "x", "constructor": {"prototype": {"polluted": "yes"}}}}',
]

const formFields = [
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'prototype[polluted]',
  'title[__proto__][polluted]',
  'title[constructor][prototype][polluted]',
  '__proto__',
]

function form(field: string): FormData {
  const body = new FormData()
  body.append(field, 'yes')
  body.append('_payload', '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}')
  return body
}

describe('prototype keys in every parser', () => {
  it('leave Object.prototype as it was and the service working', async () => {
    const before = prototypeSnapshot()
    const statuses: string[] = []
    const send = async (label: string, url: string, init: RequestInit = {}) => {
      const response = await fetch(`${stack.url}${url}`, init)
      await response.arrayBuffer()
      statuses.push(`${response.status} ${label}`)
      expect(response.status, label).toBeLessThan(500)
      expect(prototypeSnapshot(), `${label} changed Object.prototype`).toBe(before)
      expect(({} as Record<string, unknown>).polluted, label).toBeUndefined()
    }
    const staff = { authorization: `Bearer ${stack.tokens.super_admin}` }

    for (const query of whereKeys) {
      await send(`GET /api/programs?${query}`, `/api/programs?${query}`)
      await send(`GET /api/programs?${query} as staff`, `/api/programs?${query}`, { headers: staff })
      await send(`GET /api/posts/versions?${query} as staff`, `/api/posts/versions?${query}`, { headers: staff })
    }
    for (const filter of [
      'filter[__proto__]=x',
      'filter[constructor][prototype]=x',
      'filter[prototype]=x',
      '__proto__[x]=1',
      'sort=__proto__',
      'lang=__proto__',
    ]) {
      await send(`GET /api/v1/programs?${filter}`, `/api/v1/programs?${filter}`)
      await send(`GET /api/v1/admin/programs?${filter}`, `/api/v1/admin/programs?${filter}`, { headers: staff })
    }
    for (const body of jsonBodies) {
      const json = { 'content-type': 'application/json' }
      await send(`POST /api/v1/admin/programs ${body}`, '/api/v1/admin/programs', {
        method: 'POST',
        headers: { ...staff, ...json },
        body,
      })
      await send(`POST /api/v1/appeals ${body}`, '/api/v1/appeals', {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': `198.51.100.${statuses.length % 250}` },
        body,
      })
      await send(`POST /api/programs ${body}`, '/api/programs', {
        method: 'POST',
        headers: { ...staff, ...json },
        body,
      })
      await send(`POST /api/users/login ${body}`, '/api/users/login', { method: 'POST', headers: json, body })
    }
    for (const field of formFields) {
      await send(`POST /api/v1/admin/programs multipart ${field}`, '/api/v1/admin/programs', {
        method: 'POST',
        headers: staff,
        body: form(field),
      })
      await send(`POST /api/v1/appeals multipart ${field}`, '/api/v1/appeals', {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${statuses.length % 250}` },
        body: form(field),
      })
      await send(`POST /api/media multipart ${field}`, '/api/media', {
        method: 'POST',
        headers: staff,
        body: form(field),
      })
    }
    for (const field of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'files[__proto__]']) {
      const withFile = () => {
        const body = form('subject')
        body.append(field, new Blob(['%PDF-1.4 x'], { type: 'application/pdf' }), 'a.pdf')
        return body
      }
      await send(`POST /api/v1/appeals file part ${field}`, '/api/v1/appeals', {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${statuses.length % 250}` },
        body: withFile(),
      })
      await send(`POST /api/v1/admin/legal-documents file part ${field}`, '/api/v1/admin/legal-documents', {
        method: 'POST',
        headers: staff,
        body: withFile(),
      })
    }
    expect(
      statuses.filter((status) => status.startsWith('429')),
      'no rate limit hid a parser',
    ).toEqual([])
    expect(statuses.length).toBeGreaterThan(80)

    // What broke when the prototype was polluted: staff login (both APIs) and a citizen's appeal.
    const { email, password } = await createStaff(stack.payload, 'editor')
    expect((await stack.api.post('/api/v1/admin/auth/login', { body: { email, password } })).status).toBe(200)
    const payloadLogin = await fetch(`${stack.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(payloadLogin.status).toBe(200)
    const appeal = appealBody({ subject: 'After', message: 'Still works.' })
    expect(
      (await stack.api.post('/api/v1/appeals', { body: appeal, headers: { 'x-forwarded-for': '203.0.113.92' } }))
        .status,
    ).toBe(201)
  })
})
