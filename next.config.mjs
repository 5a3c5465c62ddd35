import { URL, fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import payloadDateZone from './src/build/payloadDateZoneLoader.cjs'
import richTextPictures from './src/build/richTextPicturesLoader.cjs'

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
    config.module.rules.push({
      test: payloadDateZone.FILES,
      use: [{ loader: fileURLToPath(new URL('./src/build/payloadDateZoneLoader.cjs', import.meta.url)) }],
    })
    // Lexical's upload drawer lists pictures only, as every picture field's picker (the loader says how).
    config.module.rules.push({
      test: richTextPictures.FILES,
      use: [{ loader: fileURLToPath(new URL('./src/build/richTextPicturesLoader.cjs', import.meta.url)) }],
    })
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
