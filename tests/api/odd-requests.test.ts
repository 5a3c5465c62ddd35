import { describe, expect, it } from 'vitest'
import { createDocumentType, createProgram } from '../factories.js'
import { RawConnection } from '../support/rawHttp.js'
import { concretePath, declaredRoutes } from '../support/routes.js'
import { useStack } from '../support/stack.js'

/** Requests a probe found answered 500 (or a bare status without JSON); each now gets a contract answer. */
const stack = useStack()
const port = () => Number(new URL(stack.url).port)

async function raw(request: string) {
  const connection = await RawConnection.open(port())
  connection.socket.write(request)
  const response = await connection.response()
  connection.socket.destroy()
  return response
}

const expectJsonError = (response: { headers: Record<string, string>; body: string }) => {
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  expect(JSON.parse(response.body)).toHaveProperty('message')
  expect(response.headers['x-request-id']).toBeTruthy()
}

describe('odd requests', () => {
  const sortedLists = declaredRoutes().filter(
    (route) => route.method === 'GET' && !route.path.includes(':') && Object.keys(route.list?.sorts ?? {}).length > 0,
  )

  it('a sort with two leading dashes is a 400 on every list that sorts', async () => {
    expect(sortedLists.length).toBeGreaterThan(10)
    for (const route of sortedLists) {
      for (const sort of ['--id', '---id', '-', '--', '-,--id']) {
        const response = await stack.api.get(`${concretePath(route, 1)}?sort=${sort}`, {
          token: stack.tokens.super_admin,
        })
        expect(response.status, `${route.path}?sort=${sort}`).toBe(400)
      }
    }
  })

  it('TRACE and other methods no route takes are answered 405 or 404 in JSON, never 500', async () => {
    for (const path of [
      '/api/v1/programs',
      '/api/programs',
      '/api/users/me',
      '/api/v1/admin/programs',
      '/api/nothing',
    ]) {
      for (const method of ['TRACE', 'PROPFIND', 'LOCK', 'PURGE', 'SEARCH', 'MKCOL', 'LINK', 'REPORT']) {
        const response = await raw(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${method} ${path}`).toBeLessThan(500)
        expectJsonError(response)
      }
    }
  })

  it('CONNECT (a proxy tunnel request) is a 405 in JSON with Allow, not a closed connection', async () => {
    for (const target of ['example.com:443', 'localhost:1', '/api/v1/programs']) {
      const response = await raw(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`)
      expect(response.status, target).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
      expectJsonError(response)
    }
  })

  it("Payload's where ... all with a quote or a number past bigint is a 400", async () => {
    for (const value of ["a'b", '9223372036854775808', '-9223372036854775809', '1e400', "1' or '1'='1"]) {
      for (const field of ['id', 'title', 'status', 'sortOrder', 'createdAt', 'sector']) {
        for (const operator of ['all', 'in', 'not_in', 'equals']) {
          const response = await fetch(
            `${stack.url}/api/programs?where[${field}][${operator}]=${encodeURIComponent(value)}`,
            { headers: { authorization: `Bearer ${stack.tokens.super_admin}` } },
          )
          expect(response.status, `${field} ${operator} ${value}`).toBeLessThan(500)
        }
      }
    }
  })

  it('a super_admin writing a malformed createdAt or updatedAt through Payload REST gets a 400, and the record is unchanged', async () => {
    const program = await createProgram(stack.payload)
    for (const collection of ['programs', 'users', 'document-types', 'posts', 'staff-units']) {
      for (const body of [
        { createdAt: 'x' },
        { updatedAt: 'x' },
        { createdAt: '2024-13-45' },
        { createdAt: 12 },
        { createdAt: {} },
      ]) {
        const id = collection === 'programs' ? program.id : 1
        const response = await fetch(`${stack.url}/api/${collection}/${id}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${stack.tokens.super_admin}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        expect(response.status, `${collection} ${JSON.stringify(body)}`).toBeLessThan(500)
      }
    }
    const after = await stack.payload.findByID({ collection: 'programs', id: program.id })
    expect(after.createdAt).toBe(program.createdAt)
  })

  it('restoring a version of a record that keeps versions, or of one that does not, never answers 500', async () => {
    const type = await createDocumentType(stack.payload)
    await stack.payload.update({ collection: 'document-types', id: type.id, data: { sortOrder: 5 } as never })
    const versions = await stack.payload.findVersions({
      collection: 'document-types',
      where: { parent: { equals: type.id } },
    })
    const headers = { authorization: `Bearer ${stack.tokens.super_admin}` }
    for (const id of [versions.docs[0]?.id, 999999, 'x', 0]) {
      for (const query of ['', '?locale=ru', '?locale=all', '?draft=true', '?depth=0&locale=en']) {
        for (const body of [undefined, '{}', '{"code": 5}', '{"createdAt": "x"}']) {
          const response = await fetch(`${stack.url}/api/document-types/versions/${id}${query}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body,
          })
          expect(response.status, `restore ${id}${query} ${body}`).toBeLessThan(500)
        }
      }
    }
    const restored = await fetch(`${stack.url}/api/document-types/versions/${versions.docs.at(-1)?.id}`, {
      method: 'POST',
      headers,
    })
    expect(restored.status).toBe(200)
    // A version whose record is gone, and one whose code another record now holds.
    const other = await createDocumentType(stack.payload)
    const otherVersions = await stack.payload.findVersions({
      collection: 'document-types',
      where: { parent: { equals: other.id } },
    })
    await stack.payload.update({
      collection: 'document-types',
      id: type.id,
      data: { code: `${type.code}-renamed` } as never,
    })
    await stack.payload.update({ collection: 'document-types', id: other.id, data: { code: type.code } as never })
    const clash = await fetch(`${stack.url}/api/document-types/versions/${versions.docs.at(-1)?.id}`, {
      method: 'POST',
      headers,
    })
    expect(clash.status, 'a restore whose code is taken').toBeLessThan(500)
    await stack.payload.delete({ collection: 'document-types', id: other.id })
    const orphan = await fetch(`${stack.url}/api/document-types/versions/${otherVersions.docs[0]?.id}`, {
      method: 'POST',
      headers,
    })
    expect(orphan.status, 'a restore of a deleted record').toBeLessThan(500)
  })

  it('a query string too long for the server is a 431 in JSON with a request id', async () => {
    const response = await raw(
      `GET /api/v1/programs?filter[search]=${'x'.repeat(60_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    )
    expect(response.status).toBe(431)
    expectJsonError(response)
  })
})
