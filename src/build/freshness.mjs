// Whether the build (dist/ and the admin UI's .next/) is at least as new as everything it is made from. Read by
// `npm start` (src/build/start.mjs), which builds first when it is not, and by the tests, which start child servers
// from the compiled server when it is current and from the sources (through tsx) when it is not. Plain JavaScript: it
// runs before anything is compiled.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const stamp = path.join(root, 'dist', 'BUILD_STAMP')
export const compiledServer = path.join(root, 'dist', 'src', 'server.js')
// What a build is made from: the server's sources, the admin UI's (src/app, src/admin), and what configures both.
const inputs = [
  'src',
  'collections',
  'endpoints',
  'globals',
  'payload.config.ts',
  'next.config.mjs',
  'package-lock.json',
]

function newestChange(file) {
  const stats = statSync(file, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(file).map((name) => newestChange(path.join(file, name))))
}

/** True when dist/ (and, unless `adminUi` is false, the admin UI's build) is newer than every input. */
export function buildIsCurrent({ adminUi = true } = {}) {
  if (!existsSync(compiledServer) || !existsSync(stamp)) return false
  if (adminUi && !existsSync(path.join(root, '.next', 'BUILD_ID'))) return false
  const built = statSync(stamp).mtimeMs
  return inputs.every((input) => newestChange(path.join(root, input)) <= built)
}
