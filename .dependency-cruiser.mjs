/**
 * The layers of the code, lowest first; a module may import from its own layer and the ones below, never above.
 *   config   src/config, src/core, src/i18n, src/logger.ts   settings, languages, logging, typed errors
 *   db       src/db, src/migrations                          PostgreSQL: pools, embedded server, raw readers, migrations
 *   domain   collections, globals, src/{access,fields,hooks,richtext,media,mail,cache,search,jobs,appeals,assistant,
 *            auth,dashboard,concurrency}                     the data model and its rules (Payload collections, hooks)
 *   api      src/api, src/admin, src/payloadRest(.ts)        /api/v1, Payload's REST in front, the admin UI's components
 *   server   endpoints, payload.config.ts, src/{boot,environment,app,server,httpServer}.ts, src/{app,ops,seed,build}
 * Migrations import nothing of the project: they must run the same on the day they land and years later. A module in
 * none of the layers is refused too, so a new folder is placed in one on the day it is made.
 */
const layers = {
  config: '^src/(config|core|i18n)/|^src/logger\\.ts$|^src/payload-types\\.ts$',
  db: '^src/(db|migrations)/',
  domain:
    '^(collections|globals)/|^src/(access|fields|hooks|richtext|media|mail|cache|search|jobs|appeals|assistant|auth|dashboard|concurrency)/',
  api: '^src/(api|admin|payloadRest)/|^src/payloadRest\\.ts$',
}
const above = {
  config: [layers.db, layers.domain, layers.api],
  db: [layers.domain, layers.api],
  domain: [layers.api],
  api: [],
}
const server =
  '^(endpoints/|payload\\.config\\.ts$|src/(boot|environment|app|server|httpServer)\\.ts$|src/(app|ops|seed|build)/)'

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be read or changed one at a time.',
      from: {},
      to: { circular: true },
    },
    ...Object.entries(above).flatMap(([layer, targets]) =>
      targets.map((to) => ({
        name: `${layer}-imports-upward`,
        severity: 'error',
        comment: `The ${layer} layer must not depend on a layer above it (.dependency-cruiser.mjs lists them).`,
        from: { path: layers[layer] },
        to: { path: to },
      })),
    ),
    ...Object.entries(layers).map(([layer, path]) => ({
      name: `${layer}-imports-server`,
      severity: 'error',
      comment: 'Entry points and endpoint modules sit on top: nothing below imports them.',
      from: { path },
      to: { path: server },
    })),
    {
      name: 'outside-the-layers',
      severity: 'error',
      comment: 'Every module belongs to a layer (the list at the top of this file).',
      from: { pathNot: [...Object.values(layers), server] },
      to: {},
    },
    {
      name: 'migrations-self-contained',
      severity: 'error',
      comment: 'A migration imports nothing of the live code, which changes after the migration has run.',
      from: { path: '^src/migrations/' },
      to: { path: '^(?!src/migrations/)', dependencyTypesNot: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
}
