import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { databaseLooksDown } from '../../src/db/faults.js'
import { adminQuery } from '../support/database.js'
import { declaredRoutes } from '../support/routes.js'
import { useStack } from '../support/stack.js'

const stack = useStack({ tokens: false })

describe('GET /healthz and /readyz', () => {
  it('reports the process up and the database ready with migrations applied', async () => {
    expect(await stack.api.get('/healthz').then((r) => [r.status, r.body])).toEqual([200, { status: 'ok' }])
    expect(await stack.api.get('/readyz').then((r) => [r.status, r.body])).toEqual([200, { status: 'ready' }])
  })
})

describe('after a connection is cut while the database is fine', () => {
  it('anonymous reads and /readyz go to the database instead of answering 503 from the last fault seen', async () => {
    // Every connection of the server's pool cut, as an operator's pg_terminate_backend (or a restart) does it.
    const database = new URL(stack.server.databaseUrl).pathname.slice(1)
    await adminQuery(
      stack.server.databaseUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    )
    await expect.poll(databaseLooksDown, { timeout: 10_000 }).toBe(true)
    const statuses = await Promise.all(
      ['/api/v1/programs?page=7', '/api/v1/posts?page=7', '/api/v1/faqs?page=7', '/readyz'].map(async (path) => [
        path,
        (await stack.api.get(path)).status,
      ]),
    )
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
    expect(databaseLooksDown()).toBe(false)
  })
})

describe('request ids', () => {
  it('echoes a valid X-Request-Id and makes one otherwise', async () => {
    expect(
      (await stack.api.get('/healthz', { headers: { 'x-request-id': 'abc12345-req' } })).headers.get('x-request-id'),
    ).toBe('abc12345-req')
    const generated = (
      await stack.api.get('/api/v1/programs', { headers: { 'x-request-id': 'bad id with spaces' } })
    ).headers.get('x-request-id')
    expect(generated).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('unknown routes and methods', () => {
  it('answers 404 JSON for unknown paths under /api/v1 and elsewhere', async () => {
    expect(await stack.api.get('/api/v1/nothing-here').then((r) => [r.status, r.body])).toEqual([
      404,
      { message: 'Not found.' },
    ])
    expect((await stack.api.get('/no-such-page')).status).toBe(404)
  })

  it('answers 405 with Allow for a known path and another method', async () => {
    const response = await stack.api.call('DELETE', '/api/v1/programs')
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
    expect(response.body).toEqual({
      message: 'The DELETE method is not supported for this route. Supported methods: GET.',
    })
  })

  it('sends security headers and no X-Powered-By', async () => {
    const response = await stack.api.get('/api/v1/programs')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('x-powered-by')).toBeNull()
  })
})

describe('GET /api/v1/openapi.json and /api/v1/docs', () => {
  it('documents every declared route from the same declarations', async () => {
    const response = await stack.api.get('/api/v1/openapi.json')
    expect(response.status).toBe(200)
    expect(response.body.openapi).toBe('3.1.0')
    const routes = declaredRoutes()
    for (const route of routes) {
      const openPath = route.path.replace(/:([A-Za-z_]+)/g, '{$1}')
      expect(response.body.paths[openPath]?.[route.method.toLowerCase()], `${route.method} ${openPath}`).toBeDefined()
    }
    const create = response.body.paths['/admin/programs'].post.requestBody.content['application/json'].schema
    expect(create.required).toEqual(expect.arrayContaining(['slug', 'sector', 'kind']))
    expect(create.properties.slug).toMatchObject({
      type: 'string',
      maxLength: 255,
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    })
    expect(create.properties.kind.enum).toEqual(['credit', 'leasing', 'subsidy'])
  })

  it.each(['/api/v1/docs', '/api/v1/docs/'])(
    'serves the interactive reference at %s with every asset it names resolving locally',
    async (docsPath) => {
      const page = await fetch(`${stack.url}${docsPath}`, { redirect: 'manual' })
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).not.toMatch(/https?:\/\//)
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(
        (match) => new URL(match[1], `${stack.url}${docsPath}`).href,
      )
      // The stylesheet, the icon (else the browser asks for /favicon.ico, a 404), Swagger UI's bundle and its start.
      expect(assets.length).toBe(4)
      for (const asset of assets) expect((await fetch(asset)).status, asset).toBe(200)
    },
  )
})

/**
 * Every /api/v1 route the server declares is a row of the contract or on this explicit list. The contract is read
 * from docs/API.md, a copy of ../shared/API.md kept in the repo so a clone alone can run the census.
 */
describe('route census', () => {
  const contractCopy = path.resolve(import.meta.dirname, '../../docs/API.md')
  const sharedContract = path.resolve(import.meta.dirname, '../../../shared/API.md')
  const extras = new Set(['GET /api/v1/openapi.json', 'GET /api/v1/docs'])
  const normalise = (p: string) => p.replace(/\{[^}]+\}|:[A-Za-z_]+/g, '{}')

  const noSharedContract = !existsSync(sharedContract)
  it.skipIf(noSharedContract)(
    `keeps docs/API.md identical to the shared contract${noSharedContract ? ' (skipped: ../shared/API.md is not beside this clone)' : ''}`,
    () => {
      expect(readFileSync(contractCopy, 'utf8')).toBe(readFileSync(sharedContract, 'utf8'))
    },
  )

  it('exposes nothing outside the contract', () => {
    const allowed = new Set<string>()
    for (const line of readFileSync(contractCopy, 'utf8').split('\n')) {
      const cells = line.split('|').map((cell) => cell.trim())
      if (cells.length < 5 || !/^\d/.test(cells[1])) continue
      const methods = cells[2] === 'CRUD' ? ['GET', 'POST', 'PUT', 'DELETE'] : cells[2].split(',').map((m) => m.trim())
      const paths = cells[3]
        .split(',')
        .map((p) => p.trim().split(' ')[0].split('?')[0])
        .filter((p) => p.startsWith('/api/v1'))
      for (const method of methods) for (const p of paths) allowed.add(`${method} ${normalise(p)}`)
    }
    expect(allowed.size).toBeGreaterThan(100)
    const routes = declaredRoutes()
    const outside = routes
      .map((r) => `${r.method} ${normalise('/api/v1' + r.path)}`)
      .filter((r) => !allowed.has(r) && !extras.has(r))
    expect(outside).toEqual([])
  })
})
