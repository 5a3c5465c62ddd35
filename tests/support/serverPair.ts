import { expect } from 'vitest'
import { startChildServer, stopChildServer, type ChildServer } from './childServer.js'
import { client, type Client } from './http.js'

// Apart from ./childServer.ts, which the benchmarks import outside vitest: these two assert with vitest's expect.

/**
 * Two servers, started one after the other (the first migrates the database and creates the admin of ADMIN_EMAIL and
 * ADMIN_PASSWORD), a client of each and the admin's token, logged in through the first. Neither is left running if
 * anything of this fails.
 */
export async function startServerPair(
  envs: [Record<string, string | undefined>, Record<string, string | undefined>],
  admin: { email: string; password: string },
): Promise<{ servers: [ChildServer, ChildServer]; clients: [Client, Client]; token: string }> {
  const servers: ChildServer[] = []
  try {
    for (const env of envs) servers.push(await startChildServer(env))
    const clients: [Client, Client] = [client(servers[0].url), client(servers[1].url)]
    return { servers: [servers[0], servers[1]], clients, token: await adminToken(servers[0].url, admin) }
  } catch (error) {
    await Promise.all(servers.map((server) => stopChildServer(server)))
    throw error
  }
}

/** The token of `admin` logged in on the server at `url` (the login answered 200). */
export async function adminToken(url: string, admin: { email: string; password: string }): Promise<string> {
  const login = await client(url).post('/api/v1/admin/auth/login', { body: admin })
  expect(login.status).toBe(200)
  return login.body.data.token
}
