import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { run } from '../support/run.js'

const root = path.resolve(import.meta.dirname, '../..')
const committed = path.join(root, 'src/app/(payload)/admin/importMap.js')
// Payload writes import paths relative to the map's own folder, so the generated copies sit beside the committed one:
// anywhere else, the paths (and the comparison) would depend on where the clone lives.
const scratch = path.dirname(committed)
const written: string[] = []

const s3 = {
  S3_BUCKET: 'media',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

/** What `payload generate:importmap` writes for the configuration as the given environment shapes it. */
async function generate(name: string, env: Record<string, string>): Promise<string> {
  const file = path.join(scratch, `importMap.${name}.${process.pid}.check.js`)
  written.push(file)
  const {
    S3_BUCKET: _b,
    S3_ENDPOINT: _e,
    S3_REGION: _r,
    S3_ACCESS_KEY_ID: _k,
    S3_SECRET_ACCESS_KEY: _s,
    ...base
  } = process.env
  const result = await run(path.join(root, 'node_modules/.bin/payload'), ['generate:importmap'], {
    cwd: root,
    env: {
      ...base,
      NODE_OPTIONS: '--conditions=production',
      PAYLOAD_SECRET: 'import-map-test',
      IMPORT_MAP_FILE: file,
      ...env,
    },
    timeout: 120_000,
  })
  expect(result.status, result.stderr).toBe(0)
  return readFileSync(file, 'utf8')
}

afterAll(() => {
  for (const file of written) rmSync(file, { force: true })
})

// A component missing from the committed map renders the admin UI blank while every page answers 200.
describe('the admin UI import map', () => {
  it('is what Payload generates without S3', async () => {
    expect(await generate('local', {})).toBe(readFileSync(committed, 'utf8'))
  }, 120_000)

  it('is what Payload generates with S3 configured', async () => {
    expect(await generate('s3', s3)).toBe(readFileSync(committed, 'utf8'))
  }, 120_000)
})
