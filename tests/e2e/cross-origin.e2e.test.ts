import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowConsoleErrors, failedToLoad, useBrowser } from './browser.js'
import { apiToken, createStaffAccount, restWrite, stack, unique, uploadImage } from './stack.js'

const { newPage } = useBrowser()

/** The public website, on an origin of its own (another port): one empty page its scripts run on. */
let site: http.Server
let siteUrl: string

beforeAll(async () => {
  site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      '<!doctype html><html lang="ru"><head><title>Agrofund</title></head><body><main id="news"></main></body></html>',
    )
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => site.close(resolve)))

describe('the website on another origin, in a real browser', () => {
  it('reads a list, calls an authorised endpoint with a bearer token, reads a 422 body and shows a post’s cover from /media', async () => {
    const editor = await createStaffAccount('editor')
    const cover = await uploadImage(await apiToken(editor), `${unique('cover')}.jpg`, '#3c8d40')
    const slug = unique('cross-origin')
    await restWrite('POST', 'posts', {
      title: `Yangilik ${slug}`,
      slug,
      status: '1',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      cover: cover.id,
    })

    const page = await newPage({ otherOrigins: [siteUrl] })
    // The invalid appeal below is refused on purpose; Chromium logs every 4xx it loads.
    allowConsoleErrors(page, [failedToLoad(422, 'Unprocessable Entity')])
    await page.goto(siteUrl)
    const seen = await page.evaluate(
      async ({ api, credentials, slug }) => {
        const list = await fetch(`${api}/api/v1/posts?lang=ru`)
        const listBody = await list.json()
        // JSON in, a bearer token out and back: both need a preflight the server must grant.
        const login = await fetch(`${api}/api/v1/admin/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(credentials),
        })
        const token = (await login.json()).data.token as string
        const me = await fetch(`${api}/api/v1/admin/auth/me`, {
          headers: { authorization: `Bearer ${token}`, 'x-request-id': 'site-request-0001' },
        })
        const invalid = await fetch(`${api}/api/v1/appeals`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: '{}',
        })
        const post = (await (await fetch(`${api}/api/v1/posts/${slug}`)).json()).data
        const image = document.createElement('img')
        // A CORS-mode image: it loads only if /media grants this origin.
        image.crossOrigin = 'anonymous'
        image.alt = post.title
        image.src = post.cover.url
        document.querySelector('#news')!.append(image)
        await image.decode()
        return {
          list: {
            status: list.status,
            count: listBody.data.length,
            total: listBody.meta.total,
            requestId: list.headers.get('x-request-id'),
            language: list.headers.get('content-language'),
            etag: list.headers.get('etag'),
          },
          login: login.status,
          me: { status: me.status, email: (await me.json()).data.email, requestId: me.headers.get('x-request-id') },
          invalid: { status: invalid.status, body: await invalid.json() },
          cover: { url: image.currentSrc, width: image.naturalWidth },
        }
      },
      { api: stack().baseUrl, credentials: editor, slug },
    )

    expect(seen.list).toMatchObject({
      status: 200,
      language: 'ru',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      etag: expect.stringMatching(/^"/),
    })
    expect(seen.list.count).toBeGreaterThan(0)
    expect(seen.login).toBe(200)
    expect(seen.me).toEqual({ status: 200, email: editor.email, requestId: 'site-request-0001' })
    expect(seen.invalid.status).toBe(422)
    expect(seen.invalid.body.errors).toMatchObject({ full_name: ['validation.required'] })
    expect(seen.cover.url).toMatch(new RegExp(`^${stack().baseUrl}/media/`))
    expect(seen.cover.width).toBeGreaterThan(0)
    await expect
      .poll(() => page.locator('#news img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
  })
})
