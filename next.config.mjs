import { createRequire } from 'node:module'
import { URL, fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

// The build's webpack loaders are required when webpack runs, not when this file is read: the server reads it at every
// start, and the image carries no src/ (the first image with them stopped at start, unable to import one).
const require = createRequire(import.meta.url)
const loader = (file) => fileURLToPath(new URL(file, import.meta.url))

/** Next.js serves only the admin UI; Express (src/server.ts) owns every other route. */
const nextConfig = {
  poweredByHeader: false,
  // Server-only packages the Express side has loaded already: required from node_modules, not bundled into the admin
  // UI's server code, so the process holds one copy of them (and of Payload's instance cache) instead of two.
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/drizzle',
    '@payloadcms/email-nodemailer',
    'drizzle-orm',
    'pg',
    'jsdom',
    'sharp',
    '@aws-sdk/client-s3',
  ],
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  // The project's sources are ESM TypeScript that import each other with `.js` specifiers.
  webpack: (config) => {
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] }
    // Payload's dates on the fund's clock, on the server and in the browser alike (the loader says how).
    const payloadDateZone = './src/build/payloadDateZoneLoader.cjs'
    config.module.rules.push({ test: require(payloadDateZone).FILES, use: [{ loader: loader(payloadDateZone) }] })
    // Lexical's upload drawer lists pictures only, as every picture field's picker (the loader says how).
    const richTextPictures = './src/build/richTextPicturesLoader.cjs'
    config.module.rules.push({ test: require(richTextPictures).FILES, use: [{ loader: loader(richTextPictures) }] })
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
