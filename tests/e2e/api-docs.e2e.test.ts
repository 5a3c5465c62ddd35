import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'

const { newPage } = useBrowser()

describe('the API reference (Swagger UI)', () => {
  it.each(['/api/v1/docs', '/api/v1/docs/'])(
    'at %s renders the operations; GET /programs expands to its parameters',
    async (path) => {
      const page = await newPage()
      await page.goto(path)
      const operations = page.locator('.opblock')
      await operations.first().waitFor()
      expect(await operations.count()).toBeGreaterThan(20)

      const listPrograms = page.locator('.opblock.opblock-get', {
        has: page.locator('.opblock-summary-path[data-path="/programs"]'),
      })
      expect(await listPrograms.count()).toBe(1)
      await listPrograms.locator('.opblock-summary-control').click()
      const parameters = listPrograms.locator('.parameters tr[data-param-name]')
      await parameters.first().waitFor()
      const names = await parameters.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-param-name')))
      expect(names).toEqual(
        expect.arrayContaining(['page', 'per_page', 'sort', 'filter[sector]', 'filter[kind]', 'lang']),
      )
    },
  )
})
