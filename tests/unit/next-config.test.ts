import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { run } from '../support/run.js'

const root = path.resolve(import.meta.dirname, '../..')

describe('next.config.mjs', () => {
  it('loads where only node_modules is beside it, as in the image (which has no src/): the server reads it at start', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'next-config-'))
    try {
      copyFileSync(path.join(root, 'next.config.mjs'), path.join(dir, 'next.config.mjs'))
      symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
      const loaded = await run(
        process.execPath,
        ['--input-type=module', '-e', "const c = (await import('./next.config.mjs')).default; console.log(typeof c)"],
        { cwd: dir },
      )
      expect(loaded.stdout.trim(), loaded.stderr).toBe('object')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
