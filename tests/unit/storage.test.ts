import { afterEach, describe, expect, it } from 'vitest'
import { fileUrl, s3Settings, storagePlugins } from '../../src/media/storage.js'

const s3Env = {
  S3_BUCKET: 'agrofund-media',
  S3_ENDPOINT: 'https://s3.example.uz/',
  S3_REGION: 'uz-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}
const saved = { ...process.env }
afterEach(() => {
  for (const name of [...Object.keys(s3Env), 'PUBLIC_URL']) delete process.env[name]
  Object.assign(process.env, saved)
})

describe('media storage selection', () => {
  it('stays on local disk unless every S3 setting is given', () => {
    Object.assign(process.env, { ...s3Env, S3_SECRET_ACCESS_KEY: '' })
    expect(s3Settings()).toBeNull()
    expect(storagePlugins()).toHaveLength(1)
    process.env.PUBLIC_URL = 'https://fond.uz'
    expect(fileUrl('qaror 1.pdf')).toBe('https://fond.uz/media/qaror%201.pdf')
  })

  it('uses the S3 adapter with a private bucket: file URLs stay on the service, which checks visibility', () => {
    Object.assign(process.env, s3Env)
    expect(s3Settings()).toMatchObject({ bucket: 'agrofund-media', endpoint: 'https://s3.example.uz/' })
    expect(storagePlugins()).toHaveLength(1)
    process.env.PUBLIC_URL = 'https://fond.uz'
    expect(fileUrl('a b.png')).toBe('https://fond.uz/media/a%20b.png')
  })
})
