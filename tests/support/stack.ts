import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'
import type { Role } from '../../src/access/roles.js'
import { createStaff, staffTokens, tokenFor } from '../factories.js'
import { client, type Client } from './http.js'
import { startTestServer, type TestServer } from './server.js'

export interface StackOptions {
  /** Environment overrides, applied before the app reads them (a function when they are known only in an earlier hook). */
  env?: Record<string, string> | (() => Record<string, string>)
  /** A temporary MEDIA_DIR for the file's uploads (`stack.mediaDir`), removed afterwards. */
  media?: boolean
  /** One staff token per role (`stack.tokens`); off for files that must not log anyone in. */
  tokens?: boolean
}

/** The running stack of one test file; read its parts inside tests and hooks (they exist once `beforeAll` ran). */
export interface Stack {
  readonly server: TestServer
  readonly payload: Payload
  readonly url: string
  readonly api: Client
  readonly tokens: Record<Role, string>
  readonly mediaDir: string
  /** Logs `role` in again after a call revoked its token (a logout); `tokens[role]` holds the new one. */
  renewToken: (role: Role) => Promise<string>
  /** Renews `role`'s token if a call revoked it; a test that calls every route (logout among them) calls this after each. */
  keepToken: (role: Role) => Promise<void>
}

const notYet = (what: string): never => {
  throw new Error(`stack.${what} is read before beforeAll started the stack (read it inside a test or hook)`)
}

/**
 * Registers the file's `beforeAll`/`afterAll`: the real stack on its own database (`startTestServer`), an HTTP
 * client, a token per staff role and, when asked, a temporary media directory; everything is closed and removed after.
 */
export function useStack(options: StackOptions = {}): Stack {
  let server: TestServer | undefined
  let api: Client | undefined
  let tokens: Record<Role, string> | undefined
  let mediaDir: string | undefined

  beforeAll(async () => {
    if (options.media) mediaDir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-test-media-'))
    const env = typeof options.env === 'function' ? options.env() : options.env
    server = await startTestServer({ ...env, ...(mediaDir ? { MEDIA_DIR: mediaDir } : {}) })
    api = client(server.url)
    if (options.tokens !== false) tokens = await staffTokens(server.payload, api)
  })
  afterAll(async () => {
    await server?.close()
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
  })

  const renewToken = async (role: Role) => {
    const current = tokens ?? notYet('tokens')
    current[role] = await tokenFor(api!, await createStaff(server!.payload, role))
    return current[role]
  }

  return {
    get server() {
      return server ?? notYet('server')
    },
    get payload() {
      return (server ?? notYet('payload')).payload
    },
    get url() {
      return (server ?? notYet('url')).url
    },
    get api() {
      return api ?? notYet('api')
    },
    get tokens() {
      if (options.tokens === false)
        throw new Error('useStack({ tokens: false }) logs no one in: stack.tokens is not there')
      return tokens ?? notYet('tokens')
    },
    get mediaDir() {
      if (!options.media) throw new Error('stack.mediaDir needs useStack({ media: true })')
      return mediaDir ?? notYet('mediaDir')
    },
    renewToken,
    keepToken: async (role) => {
      const current = tokens ?? notYet('tokens')
      if ((await api!.get('/api/v1/admin/auth/me', { token: current[role] })).status === 401) await renewToken(role)
    },
  }
}
