import { expect } from 'vitest'
import type { ApiResponse } from './http.js'
import type { Stack } from './stack.js'

/** The ids of a list's records, in its order. */
export const ids = (items: { id: number }[]) => items.map((item) => item.id)

/** One staff list, `/api/v1/admin/<resource>`, as the editor reads it: the cases every such list's own tests repeat. */
export function adminList(stack: Stack, resource: string) {
  const get = (query: string): Promise<ApiResponse> =>
    stack.api.get(`/api/v1/admin/${resource}?${query}`, { token: stack.tokens.editor })
  const search = (text: string) => get(`filter[search]=${encodeURIComponent(text)}`)
  return {
    get,
    /** The ids `filter[search]=text` finds. */
    found: async (text: string) => ids((await search(text)).body.data),
    /** The one record `filter[search]=text` finds: the list answers 200 with it alone. */
    only: async (text: string) => {
      const response = await search(text)
      expect(response.status).toBe(200)
      expect(response.body.data).toHaveLength(1)
      return response.body.data[0]
    },
    /** Creates a record through the list (POST, as the editor): it answers 201; the record it answered with. */
    create: async (body: Record<string, unknown>) => {
      const response = await stack.api.post(`/api/v1/admin/${resource}`, { token: stack.tokens.editor, body })
      expect(response.status).toBe(201)
      return response.body.data
    },
    /** `filter[status]=0` lists the hidden record, and hidden records only. */
    expectStatusFilterFinds: async (hiddenId: number) => {
      const byStatus = await get('filter[status]=0&per_page=100')
      expect(ids(byStatus.body.data)).toContain(hiddenId)
      expect(byStatus.body.data.every((record: { status: number }) => record.status === 0)).toBe(true)
    },
  }
}

/** A public unpaginated list (`{ data }` alone, contract 1.2) asked for in `lang`: it answers 200, in that language. */
export async function unpagedList(stack: Stack, resource: string, lang = 'ru') {
  const response = await stack.api.get(`/api/v1/${resource}?lang=${lang}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-language')).toBe(lang)
  expect(Object.keys(response.body)).toEqual(['data'])
  return response
}
