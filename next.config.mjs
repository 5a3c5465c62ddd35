import { withPayload } from '@payloadcms/next/withPayload'

/** Next.js serves only the admin UI; Express (src/server.ts) owns every other route. */
const nextConfig = {
  poweredByHeader: false,
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  // The project's sources are ESM TypeScript that import each other with `.js` specifiers.
  webpack: (config) => {
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] }
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
