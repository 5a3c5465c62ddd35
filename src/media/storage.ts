import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'payload'
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import { appealFilesDir, mediaDir, publicUrl } from '../config/settings.js'

/** S3-compatible storage when S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set. */
export interface S3Settings {
  bucket: string
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

export function s3Settings(): S3Settings | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = process.env
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  return { bucket: S3_BUCKET, endpoint: S3_ENDPOINT, region: S3_REGION, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
}

const clientConfig = (s3: S3Settings) => ({
  endpoint: s3.endpoint,
  region: s3.region,
  forcePathStyle: true,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
})

/**
 * The cloud-storage plugin (its S3 adapter) for the media library. Objects are private (no ACL): a file is public
 * only while a public record shows it, so the bucket never serves it itself; /media (src/api/mediaFiles.ts) and
 * Payload's own file route check the caller first and stream the object. Without S3 settings the plugin is disabled
 * but still adds its fields, so the database schema (and the committed migrations) are the same with and without S3.
 */
export function storagePlugins(): Plugin[] {
  const s3 = s3Settings()
  return [
    s3Storage({
      enabled: s3 !== null,
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? 'unused',
      collections: {
        media: { generateFileURL: ({ filename }) => fileUrl(filename) },
        // Private files keep Payload's own file route as their URL: it serves them only to those who may read them.
        'appeal-attachments': { prefix: fileAreas['appeal-attachments'].prefix },
      },
      config: s3 ? clientConfig(s3) : {},
    }),
  ]
}

/** The absolute URL of a stored file (an original or an image size): /media on this service, wherever it is stored. */
export const fileUrl = (filename: string) => `${publicUrl()}/media/${encodeURIComponent(filename)}`

let client: { settings: S3Settings; client: S3Client } | undefined

/** The S3 client of the configured bucket, or null on local disk. */
export function s3Client(): { settings: S3Settings; client: S3Client } | null {
  const s3 = s3Settings()
  if (!s3) return null
  if (client?.settings.bucket !== s3.bucket || client.settings.endpoint !== s3.endpoint) client = { settings: s3, client: new S3Client(clientConfig(s3)) }
  return client
}

/** Where each upload collection keeps its files: a directory on disk, a key prefix in the bucket. */
export const fileAreas = {
  media: { dir: mediaDir, prefix: '' },
  'appeal-attachments': { dir: appealFilesDir, prefix: 'appeals' },
} as const

export type FileArea = keyof typeof fileAreas

/** Removes one stored file (a request that failed after storing it); no error when it is already gone. */
export async function removeStoredFile(filename: string, area: FileArea = 'media'): Promise<void> {
  const name = path.basename(filename)
  const { dir, prefix } = fileAreas[area]
  const s3 = s3Client()
  if (!s3) return rm(path.join(dir(), name), { force: true })
  await s3.client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: prefix ? `${prefix}/${name}` : name }))
}
