import path from 'node:path'
import { buildConfig, type Config } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor, LinkFeature, UploadFeature } from '@payloadcms/richtext-lexical'
import sharp from 'sharp'
import { AppealAttachments } from './collections/AppealAttachments.js'
import { Appeals } from './collections/Appeals.js'
import { AppealStatusChanges } from './collections/AppealStatusChanges.js'
import { AssistantKnowledge } from './collections/AssistantKnowledge.js'
import { AssistantMessages } from './collections/AssistantMessages.js'
import { AssistantOffTopic } from './collections/AssistantOffTopic.js'
import { AssistantReview } from './collections/AssistantReview.js'
import { AssistantSessions } from './collections/AssistantSessions.js'
import { AuditLogs } from './collections/AuditLogs.js'
import { Clients } from './collections/Clients.js'
import { DocumentTypes } from './collections/DocumentTypes.js'
import { Faqs } from './collections/Faqs.js'
import { History } from './collections/History.js'
import { Management } from './collections/Management.js'
import { NewsCategories } from './collections/NewsCategories.js'
import { Posts } from './collections/Posts.js'
import { Media } from './collections/Media.js'
import { OpenData } from './collections/OpenData.js'
import { PhotoGalleries } from './collections/PhotoGalleries.js'
import { StaffUnits } from './collections/StaffUnits.js'
import { VideoGalleries } from './collections/VideoGalleries.js'
import { AssistantSettings } from './globals/AssistantSettings.js'
import { CitizenReception } from './globals/CitizenReception.js'
import { LegalDocuments } from './collections/LegalDocuments.js'
import { ProgramSectors } from './collections/ProgramSectors.js'
import { Programs } from './collections/Programs.js'
import { Users } from './collections/Users.js'
import { defaultLocale, localeLabels, locales } from './src/config/locales.js'
import { indexLocaleParents } from './src/db/localeIndexes.js'
import { observedClients, pgDriver, superviseDatabase } from './src/db/pool.js'
import { storagePlugins } from './src/media/storage.js'
import { editorColumns } from './src/media/editorColumns.js'
import { adminOrigins, reportTimeZone } from './src/config/settings.js'
import { outboxEmailAdapter } from './src/mail/outbox.js'
import { startMailSender } from './src/mail/sender.js'
import { startSessionRetention } from './src/assistant/retention.js'
import { payloadLogDestination } from './src/logger.js'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { ruTranslations, uz, uzPluginTranslations } from './src/i18n/uz.js'
import { EditorStateToFormFeature } from './src/admin/editing/editorStateToForm.js'
import { TripleClickSelectionFeature } from './src/admin/editing/tripleClickSelection.js'
import { withEditorialAids, withEditorialGlobalAids } from './src/fields/editorial.js'
import { labels } from './src/fields/index.js'
import { hiddenFromOperators } from './src/admin/operatorView.js'
import { withRelationTitleCells } from './src/admin/lists/relationColumns.js'
import { apiTabForAdmins } from './src/admin/technicalView.js'
import { withSearchIndex } from './src/search/indexer.js'
import { linkableCollections } from './src/richtext/links.js'
import { withCacheInvalidation, withGlobalCacheInvalidation } from './src/hooks/cacheInvalidation.js'
import { startPublicCache } from './src/cache/publicCache.js'
import { withCheckedTimestamps } from './src/hooks/timestamps.js'
import { withCheckedValueTypes, withGlobalCheckedValueTypes } from './src/hooks/valueTypes.js'
import { withStaleWriteGuard } from './src/concurrency/staleWrites.js'
import { translateLockRefusal } from './src/concurrency/lockRefusal.js'
import { withContentLanguageGuard, withGlobalContentLanguageGuard } from './src/admin/contentLanguage/switchGuard.js'
import { projectRoot } from './src/config/projectRoot.js'
import { withGlobalLoadingRowsRecovery, withLoadingRowsRecovery } from './src/admin/editing/loadingRows.js'

const dirname = projectRoot(import.meta.url, 0)

/** Every collection and global, as the admin UI and the APIs get them (exported for the label-coverage test). */
export const collections = [
  Programs,
  ProgramSectors,
  Posts,
  NewsCategories,
  LegalDocuments,
  DocumentTypes,
  Faqs,
  OpenData,
  History,
  StaffUnits,
  Management,
  Media,
  PhotoGalleries,
  VideoGalleries,
  Appeals,
  AppealStatusChanges,
  AppealAttachments,
  AssistantSessions,
  AssistantMessages,
  AssistantKnowledge,
  AssistantReview,
  AssistantOffTopic,
  Users,
  Clients,
  AuditLogs,
]
  .map(withEditorialAids)
  .map(hiddenFromOperators)
  .map(apiTabForAdmins)
  .map(withSearchIndex)
  .map(withCacheInvalidation)
  .map(withCheckedTimestamps)
  .map(withCheckedValueTypes)
  .map(withStaleWriteGuard)
  .map(withContentLanguageGuard)
  .map(withRelationTitleCells)
  .map(withLoadingRowsRecovery)
export const globals = [CitizenReception, AssistantSettings]
  .map(withEditorialGlobalAids)
  .map(hiddenFromOperators)
  .map(apiTabForAdmins)
  .map(withGlobalCacheInvalidation)
  .map(withGlobalContentLanguageGuard)
  .map(withGlobalCheckedValueTypes)
  .map(withGlobalLoadingRowsRecovery)

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET ?? '',
  serverURL: process.env.PUBLIC_URL ?? '',
  telemetry: false,
  // Payload's own API is the admin UI's, authenticated by a cookie: no other origin is ever allowed to read it with
  // credentials (no CORS grant), and the cookie counts only on requests from the admin UI's own origin (a request with
  // another Origin, or a cross-site one without, is anonymous). The website uses /api/v1 with bearer tokens.
  cors: [],
  csrf: adminOrigins(),
  admin: {
    user: Users.slug,
    // The default avatar calls gravatar; these machines have no internet and editors need no third-party calls.
    avatar: 'default',
    // IMPORT_MAP_FILE lets a test generate the map elsewhere and compare it with the committed one.
    importMap: {
      baseDir: dirname,
      importMapFile: process.env.IMPORT_MAP_FILE || path.resolve(dirname, 'src/app/(payload)/admin/importMap.js'),
    },
    // Dates as written in Uzbekistan, with the year; numeric, so they read the same in every interface language.
    dateFormat: 'dd.MM.yyyy HH:mm',
    // ...on the fund's clock, in the browser too (src/admin/format.ts; read by src/admin/EditorLanguage.tsx).
    custom: { timeZone: reportTimeZone() },
    meta: {
      titleSuffix: ' — Agrofund CMS',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
    },
    components: {
      graphics: { Logo: '/src/admin/Logo.tsx#Logo', Icon: '/src/admin/Icon.tsx#Icon' },
      views: { dashboard: { Component: '/src/admin/dashboard/Dashboard.tsx#Dashboard' } },
      // Dates and Payload's hard-coded toasts in the interface language, in the browser (src/admin/EditorLanguage.tsx).
      providers: ['/src/admin/EditorLanguage.tsx#EditorLanguage'],
      // The menu stays as the editor left it across full page loads below 1440 px (src/admin/NavMemory.tsx).
      afterNavLinks: ['/src/admin/NavMemory.tsx#NavMemory'],
    },
  },
  // The interface in Uzbek (Latin script; a custom language, Payload ships none), Russian and English. The editor's
  // choice wins, then the browser's language (src/admin/interfaceLanguage.ts), then Uzbek.
  // Payload's i18n types list only the languages it ships (AcceptedLanguages): a custom 'uz' is refused by them though
  // supported at runtime, so the block is typed as the option once.
  i18n: {
    supportedLanguages: { uz, ru, en },
    fallbackLanguage: 'uz',
    translations: { uz: uzPluginTranslations, ru: ruTranslations },
  } as unknown as Config['i18n'],
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  collections,
  globals,
  // Payload's refusal of a save to a record another editor holds, in the editor's language (src/concurrency/).
  hooks: { afterError: [translateLockRefusal] },
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      // Internal links to records with a public page, published as that page's address (src/richtext/links.ts).
      ...defaultFeatures
        .filter((feature) => feature.key !== 'upload')
        .map((feature) =>
          feature.key === 'link' ? LinkFeature({ enabledCollections: linkableCollections }) : feature,
        ),
      // Images from the media library inside any text, each placement with its own alternative text (the API's
      // `<img alt>`, src/richtext/html.ts).
      UploadFeature({
        collections: {
          media: {
            fields: [
              {
                name: 'alt',
                type: 'text',
                maxLength: 255,
                label: labels('Alternative text', 'Альтернативный текст', 'Muqobil matn'),
              },
            ],
          },
        },
        maxDepth: 1,
      }),
      // A save right after a change (a picture chosen in the drawer, then Save or Ctrl+S) sends the text with it.
      EditorStateToFormFeature(),
      // A triple-clicked bullet or paragraph is replaced alone when the editor types (issue 37).
      TripleClickSelectionFeature(),
    ],
  }),
  plugins: [
    // S3-compatible storage for the media library when S3_* is configured; local MEDIA_DIR otherwise.
    ...storagePlugins(),
    // Upload lists offer editors names, not storage internals (after the storage plugin, whose fields it marks too).
    editorColumns,
  ],
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      idleTimeoutMillis: 30_000,
      // The longest a request waits for a free client (the pool is busy) before it is answered 503.
      connectionTimeoutMillis: Number(process.env.DATABASE_POOL_WAIT_MS ?? 5_000),
      statement_timeout: 30_000,
      // No JIT compilation: the read rule of media joins every collection that shows files (src/media/references.ts),
      // and on such a plan PostgreSQL's cost estimate triggers a compile of a second or more for a query that runs in
      // milliseconds. The service's queries are short; none gains from JIT.
      options: '-c jit=off',
      // A peer that vanished without closing (host down, network cut) is noticed instead of waited on forever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Every connection has an error listener from birth and reports to the outage tracker (src/db/faults.ts); an
      // unreachable database fails its connection attempts within DATABASE_CONNECT_TIMEOUT_MS, so requests get 503 fast.
      Client: observedClients({ connectTimeoutMs: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 1_000) }),
    },
    // The pg the rest of the service uses (the adapter would load its own older copy): one driver, one Client class.
    pg: pgDriver,
    // No `readReplicas`: it would send the admin UI's and staff reads to replicas too (an editor's save read back
    // stale from another process, no health check or fallback). Public reads use DATABASE_REPLICA_URLS through
    // src/db/replicas.ts instead.
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // The schema changes only through committed migrations (npm run migrate:create), never by push.
    push: false,
    afterSchemaInit: [indexLocaleParents],
  }),
  sharp,
  // Every mail, Payload's own included, goes through the outbox and the sender (src/mail/): SMTP_URL, MAIL_FROM.
  email: outboxEmailAdapter,
  // Payload's own log lines go through the same redaction and format as the service's (src/logger.ts).
  logger: { options: { level: process.env.LOG_LEVEL ?? 'info' }, destination: payloadLogDestination },
  // A wrong password or a refused file is the caller's mistake (audited where it matters), not a fault with a stack.
  // (Payload looks levels up by error name; its type lists only its own errors, so the service's is added by name.)
  loggingLevels: {
    AuthenticationError: 'info',
    LockedAuth: 'info',
    UnverifiedEmail: 'info',
    ...({ UploadRefused: 'info' } as object),
  },
  // Payload's own REST and GraphQL: no unbounded dumps and no deep joins.
  defaultDepth: 1,
  maxDepth: 3,
  // Not served: the public site and apps use /api/v1, the admin UI uses REST. Less surface, nothing to keep in step.
  graphQL: { disable: true },
  // Types are generated on purpose (npm run generate:types), not on every development boot.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  onInit: async (payload) => {
    // Payload adds no error listener to its pool and keeps one client checked out for good (src/db/pool.ts).
    superviseDatabase(payload)
    await startMailSender(payload)
    startSessionRetention(payload)
    // Public answers kept in this process, dropped when any process on the database writes what they were read from.
    await startPublicCache(payload)
  },
})
