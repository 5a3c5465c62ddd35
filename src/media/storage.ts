import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'payload'
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import { mediaDir, publicUrl } from '../config/settings.js'

/** S3-compatible storage when S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set. */
export interface S3Settings {
  bucket: string
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Where the public reads the bucket (a CDN); default the endpoint with the bucket as path. */
  publicBaseUrl: string
}

export function s3Settings(): S3Settings | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = process.env
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicBaseUrl: (S3_PUBLIC_URL ?? `${S3_ENDPOINT.replace(/\/+$/, '')}/${S3_BUCKET}`).replace(/\/+$/, ''),
  }
}

const clientConfig = (s3: S3Settings) => ({
  endpoint: s3.endpoint,
  region: s3.region,
  forcePathStyle: true,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
})

/**
 * The cloud-storage plugin (its S3 adapter) for the media library. Without S3 settings it is disabled but still adds
 * its fields, so the database schema (and the committed migrations) are the same with and without S3.
 */
export function storagePlugins(): Plugin[] {
  const s3 = s3Settings()
  return [
    s3Storage({
      enabled: s3 !== null,
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? 'unused',
      acl: 'public-read',
      // Files are public (the website links them); Payload need not proxy them.
      collections: { media: { disablePayloadAccessControl: true, generateFileURL: ({ filename }) => fileUrl(filename) } },
      config: s3 ? clientConfig(s3) : {},
    }),
  ]
}

/** The absolute URL of a stored file: the bucket's public address, or /media on this service. */
export const fileUrl = (filename: string) => {
  const s3 = s3Settings()
  return s3 ? `${s3.publicBaseUrl}/${encodeURIComponent(filename)}` : `${publicUrl()}/media/${encodeURIComponent(filename)}`
}

let client: S3Client | undefined

/** Removes one stored file (a request that failed after storing it); no error when it is already gone. */
export async function removeStoredFile(filename: string): Promise<void> {
  const name = path.basename(filename)
  const s3 = s3Settings()
  if (!s3) return rm(path.join(mediaDir(), name), { force: true })
  client ??= new S3Client(clientConfig(s3))
  await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: name }))
}
