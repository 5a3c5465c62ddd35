import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The checkout's root, seen from a module `up` folders below it: the same from the TypeScript sources (tsx, tests,
 * the Next.js build) and from their compiled copy under dist/ (`npm start`), where .next and media stay at the root.
 */
export function projectRoot(moduleUrl: string, up: number): string {
  const root = path.resolve(path.dirname(fileURLToPath(moduleUrl)), ...Array<string>(up).fill('..'))
  return path.basename(root) === 'dist' ? path.dirname(root) : root
}
