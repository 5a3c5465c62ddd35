# The service's image. Its base images are made from Debian's mirror and the npm registry by docker/base-image.sh
# (no container registry needed): run that once, then `docker build -t agrofund .` (or `npm run docker:smoke`).
ARG NODE_BASE=agrofund/node20:bookworm
ARG BUILD_BASE=agrofund/node20-build:bookworm

# Build: every dependency, the admin UI (`next build`) and the server compiled to dist/; then the dev dependencies go.
FROM ${BUILD_BASE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build \
  && npm prune --omit=dev \
  && rm -rf .next/cache node_modules/.cache \
  # Build and development tools that production dependencies declare but never load when serving: Next's compiler
  # (SWC), sass, TypeScript, esbuild and tsx (Payload's CLI), drizzle-kit (generating migrations), and the Monaco
  # editor's sources (the admin UI's code field loads its own build in the browser). About 190 MB. (prettier stays:
  # Payload's type generator requires it when Payload loads.)
  && rm -rf node_modules/@next/swc-* node_modules/sass node_modules/typescript \
    node_modules/esbuild node_modules/@esbuild node_modules/@esbuild-kit node_modules/esbuild-register node_modules/tsx \
    node_modules/drizzle-kit node_modules/monaco-editor \
  # Every platform's build of the embedded PostgreSQL and sharp but this one's is already absent; docs and type
  # declarations are not read at run time.
  && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.map' -o -name '*.md' \) -delete

# Runtime: Node, the compiled server, the built admin UI and the production dependencies; no npm, no shell in the
# way, no TypeScript sources, tests or dev dependencies.
FROM ${NODE_BASE}
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    MEDIA_DIR=/app/media \
    DATA_DIR=/app/.data \
    MALLOC_ARENA_MAX=2
# Code and dependencies stay owned by root (read-only for the app); what the app may write belongs to `node`:
# uploads, DATA_DIR (the embedded database, appeal files), and .next (Next.js keeps its cache there).
COPY --from=build /app/package.json /app/next.config.mjs ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/public ./public
COPY --from=build --chown=node:node /app/.next ./.next
RUN ["node", "-e", "for (const dir of ['media', '.data']) { require('fs').mkdirSync(dir, { recursive: true }); require('fs').chownSync(dir, 1000, 1000) }"]
USER node
EXPOSE 3000
VOLUME ["/app/media", "/app/.data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server is PID 1, plain node on the compiled output with `npm start`'s flags: SIGTERM from `docker stop` reaches
# its graceful shutdown (requests finish, the embedded PostgreSQL stops cleanly). It applies migrations at boot.
CMD ["node", "--conditions=production", "--max-semi-space-size=2", "dist/src/server.js"]
