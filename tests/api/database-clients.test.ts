import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createProgram } from '../factories.js'
import { useStack } from '../support/stack.js'

const stack = useStack()

/**
 * What pg deprecates (and pg 9 refuses): a query sent on a connection while an earlier one is still waiting there.
 * Every query the server sends passes pg's Client#query; the calls made while the connection's queue was not empty are
 * counted here, with their SQL's first words.
 */
const overlapping: string[] = []
const original = pg.Client.prototype.query
beforeEach(() => {
  overlapping.length = 0
  pg.Client.prototype.query = function (this: pg.Client & { _queryQueue: unknown[] }, ...args: unknown[]) {
    if (this._queryQueue.length > 0 || (this as unknown as { _activeQuery: unknown })._activeQuery) {
      const first = args[0] as string | { text?: string }
      overlapping.push(String(typeof first === 'string' ? first : first?.text).slice(0, 60))
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
})
afterEach(() => {
  pg.Client.prototype.query = original
})

const entry = (n: number) => ({ question: { uz: `Savol ${n}` }, answer: { uz: `Javob ${n}` }, keywords: [] })

describe('one query at a time on a database connection', () => {
  it('PUT /api/v1/admin/assistant/knowledge removes and writes many entries without overlapping queries', async () => {
    const url = '/api/v1/admin/assistant/knowledge'
    const first = await stack.api.put(url, { token: stack.tokens.admin, body: { entries: [1, 2, 3, 4].map(entry) } })
    expect(first.status).toBe(200)
    const second = await stack.api.put(url, { token: stack.tokens.admin, body: { entries: [entry(5)] } })
    expect(second.status).toBe(200)
    expect(second.body.data.entries).toHaveLength(1)
    expect(overlapping).toEqual([])
  })

  it("Payload's bulk delete from the admin UI's list runs its documents one after another", async () => {
    const programs = await Promise.all([1, 2, 3].map(() => createProgram(stack.payload)))
    const where = programs.map((program, i) => `where[id][in][${i}]=${program.id}`).join('&')
    const response = await stack.api.delete(`/api/programs?${where}`, {
      headers: { authorization: `JWT ${stack.tokens.editor}` },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.docs).toHaveLength(3)
    expect(overlapping).toEqual([])
  })
})
