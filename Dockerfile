# syntax=docker/dockerfile:1
# Written and reviewed by reading: the development machines have no Docker engine, so this file has not been built there.

# All dependencies, for the admin UI build.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The lockfile is npm 11's (install-script approvals live in package.json "allowScripts"); npm 10 reads it differently.
RUN npm install -g npm@11.19.1 && npm ci --no-audit --no-fund

# The Next.js admin UI (.next). `next build` needs no database and no secret.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build && rm -rf .next/cache

# Runtime dependencies only; tsx is one of them, since the server runs its TypeScript sources directly.
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install -g npm@11.19.1 && npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    PORT=3000 \
    MEDIA_DIR=/app/media \
    DATA_DIR=/app/.data
# Code and dependencies stay owned by root (read-only for the app); what the app may write belongs to `node`:
# uploads, DATA_DIR, and .next (Next.js keeps its cache there).
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json next.config.mjs payload.config.ts ./
COPY collections ./collections
COPY endpoints ./endpoints
COPY src ./src
COPY globals ./globals
COPY public ./public
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir -p media .data && chown node:node media .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations first (boot applies them too; an advisory lock keeps concurrent replicas apart). Then what `npm start`
# runs (`NODE_OPTIONS=--conditions=production tsx src/server.ts`), exec'd as plain node so the server itself is PID 1:
# with npm and a shell in between, SIGTERM from `docker stop` never reaches the server's graceful shutdown.
CMD ["sh", "-c", "npm run migrate && exec node --conditions=production --import tsx src/server.ts"]
