import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Field,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'
import { isLocale } from '../config/locales.js'
import { lexicalToHtml } from '../richtext/html.js'
import { storedGlobalInAllLocales, storedInAllLocales } from '../db/storedLocales.js'
import { globalBeforeWrite, withGlobalSnapshot } from './globalSnapshot.js'

/** Every kind of audit entry; the one list the trail's collection, its filters and the hooks share. */
export const auditActions = [
  'created',
  'updated',
  'deleted',
  'file_uploaded',
  'file_deleted',
  'login',
  'login_failed',
  'logout',
  'status_changed',
  'assistant_taken',
  'assistant_released',
] as const

export type AuditAction = (typeof auditActions)[number]

/** The actions that change records (the dashboard's recent activity); sign-ins and chat hand-overs are not among them. */
export const contentChangeActions: readonly AuditAction[] = [
  'created',
  'updated',
  'deleted',
  'file_uploaded',
  'file_deleted',
  'status_changed',
]

export type Changes = Record<string, { old: unknown; new: unknown }>

/** Collects the per-locale changes of one API write that Payload performs as several operations. */
export interface AuditBatch {
  action?: AuditAction
  /** The record the batch is for; changes of any other record in the same request are audited on their own. */
  resource: string
  resourceId?: number | string
  changes: Changes
  /** Write-only fields of the request's record (declared on the wire): never in its diff. */
  secret?: readonly string[]
}

/** What the audit entry needs to know about the caller that Payload's request does not carry. */
export interface RequestMeta {
  ip?: string | null
  userAgent?: string | null
}

export const AUDIT_COLLECTION = 'audit-logs'
export const CLIENT_IP_HEADER = 'x-agrofund-client-ip'

/** Credentials and derived copies never enter `changes`. */
const NEVER_AUDITED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'password',
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'apiKey',
  'apiKeyIndex',
  '_verificationToken',
  '_verified',
])

interface FlatField {
  name: string
  localized: boolean
  richText: boolean
  /** Relationship and upload values are compared by id; everything else (arrays, groups) whole. */
  relation: boolean
}

const flattenFields = (fields: Field[]): FlatField[] =>
  fields.flatMap((field): FlatField[] => {
    if ('name' in field && field.name) {
      if (field.type === 'ui' || field.type === 'join' || NEVER_AUDITED.has(field.name)) return []
      if (field.custom?.audit === false || field.admin?.hidden) return []
      return [
        {
          name: field.name,
          localized: Boolean('localized' in field && field.localized),
          richText: field.type === 'richText',
          relation: field.type === 'relationship' || field.type === 'upload',
        },
      ]
    }
    if ('fields' in field) return flattenFields(field.fields)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => flattenFields(tab.fields))
    return []
  })

/** A group with nothing in it is no value at all, whether stored as {} or as {lat: null, lng: null}. */
const compactGroup = (value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const entries = Object.entries(value).filter(([, item]) => item !== null && item !== undefined)
  return entries.length === 0 ? null : Object.fromEntries(entries)
}

const normalise = (value: unknown, field: Pick<FlatField, 'richText' | 'relation'>): unknown => {
  if (value === undefined) return null
  if (field.richText) return lexicalToHtml(value)
  if (!field.relation) return compactGroup(value)
  const idOf = (item: unknown) =>
    item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item
  return Array.isArray(value) ? value.map(idOf) : idOf(value)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const isLocaleMap = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).every(isLocale)

const snake = (name: string) => name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`)

/** Per-field (and per-locale for localized fields) differences between two versions, keyed in snake_case. */
export function diffDocuments(
  fields: Field[],
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  locale: string | undefined,
): Changes {
  const changes: Changes = {}
  for (const field of flattenFields(fields)) {
    const oldValue = before?.[field.name]
    const newValue = after?.[field.name]
    if (field.localized && (isLocaleMap(oldValue) || isLocaleMap(newValue))) {
      // One side may hold every locale and the other the value of the locale written (a restored version).
      const asMap = (value: unknown): Record<string, unknown> =>
        isLocaleMap(value) ? value : value === undefined || value === null || !locale ? {} : { [locale]: value }
      const oldMap = asMap(oldValue)
      const newMap = asMap(newValue)
      const keys = new Set([...Object.keys(oldMap), ...Object.keys(newMap)])
      for (const key of keys) {
        const o = normalise(oldMap[key], field)
        const n = normalise(newMap[key], field)
        if (!same(o, n)) changes[`${snake(field.name)}.${key}`] = { old: o, new: n }
      }
      continue
    }
    const o = normalise(oldValue, field)
    const n = normalise(newValue, field)
    if (!same(o, n))
      changes[field.localized && locale ? `${snake(field.name)}.${locale}` : snake(field.name)] = { old: o, new: n }
  }
  return changes
}

/** `::ffff:127.0.0.1` is how Node names an IPv4 client on a dual-stack socket; people know it as 127.0.0.1. */
export const plainAddress = (ip: string | null | undefined): string | null =>
  ip ? ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') : null

const requestMeta = (req: PayloadRequest): RequestMeta => {
  const meta = req.context?.requestMeta as RequestMeta | undefined
  if (meta) return meta
  return { ip: req.headers?.get(CLIENT_IP_HEADER) ?? null, userAgent: req.headers?.get('user-agent') ?? null }
}

interface AuditUser {
  id: number | string
  name?: string | null
  email?: string | null
  collection?: string
}

/** Writes one audit entry inside the request's transaction, so it rolls back with the change it records. */
export async function writeAuditEntry(
  req: PayloadRequest,
  entry: {
    action: AuditAction
    resource: string
    resourceId?: number | string | null
    changes?: Changes
    user?: AuditUser | null
    /** The address an anonymous attempt named (a failed login), shown in the trail's Email column. */
    attemptedEmail?: string
    /** The version a restore brought back: its id and when it was saved. */
    restored?: { version: number | null; savedAt: string | null }
  },
): Promise<void> {
  const actor = (entry.user ?? req.user) as AuditUser | null | undefined
  const staff = actor && (actor.collection ?? 'users') === 'users' ? actor : null
  const meta = requestMeta(req)
  await req.payload.create({
    collection: AUDIT_COLLECTION,
    // System write: the trail is recorded on behalf of the change, whoever made it; nobody may create entries directly.
    overrideAccess: true,
    req,
    depth: 0,
    // No `context` here: Payload merges it into the shared req.context, which would silence later hooks.
    data: {
      user: staff ? Number(staff.id) : null,
      userName: staff?.name ?? null,
      userEmail: staff?.email ?? entry.attemptedEmail?.slice(0, 254) ?? null,
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId === undefined || entry.resourceId === null ? null : Number(entry.resourceId),
      changes: entry.changes ?? {},
      ip: plainAddress(meta.ip),
      userAgent: meta.userAgent ? meta.userAgent.slice(0, 500) : null,
      restoredVersion: entry.restored?.version ?? null,
      restoredVersionAt: entry.restored?.savedAt ?? null,
    },
  })
}

/**
 * The version a restore brings back: Payload's restore route names it (`/api/<collection>/versions/:id`); a restore
 * through the Local API names none, and is still marked as one.
 */
async function restoredVersion(
  req: PayloadRequest,
  collection: string,
): Promise<{ version: number | null; savedAt: string | null }> {
  const param = String(req.routeParams?.id ?? '')
  const id = Number(param)
  if (!/^\d{1,10}$/.test(param) || id <= 0) return { version: null, savedAt: null }
  // System read of the version's date: the caller has just restored it. (Payload types version ids as text.)
  const version = await req.payload
    .findVersionByID({ collection: collection as never, id: param, depth: 0, req, disableErrors: true })
    .catch(() => null)
  return { version: version ? id : null, savedAt: version ? String(version.updatedAt ?? '') || null : null }
}

const recordChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req, context }) => {
  if (context?.skipAudit) return doc
  // A restore writes every locale of the version but hands the hook the document in one locale: compare all of them.
  const after = context?.isRestoringVersion ? ((await storedInAllLocales(req, collection.slug, doc.id)) ?? doc) : doc
  const changes = diffDocuments(
    collection.fields,
    operation === 'create' ? null : previousDoc,
    after,
    req.locale ?? undefined,
  )
  // A collection may name the action of a change itself (an assistant conversation taken over or released); one with
  // a workflow (appeals) names the field whose change is audited as `status_changed`.
  const statusField = collection.custom?.statusChangeField as string | undefined
  const ownAction = collection.custom?.auditAction as ((changes: Changes) => AuditAction | undefined) | undefined
  const action: AuditAction =
    operation === 'create'
      ? 'created'
      : (ownAction?.(changes) ?? (statusField && changes[snake(statusField)] ? 'status_changed' : 'updated'))
  const candidate = context?.auditBatch as AuditBatch | undefined
  const batch =
    candidate &&
    candidate.resource === collection.slug &&
    (candidate.resourceId === undefined || candidate.resourceId === doc.id)
      ? candidate
      : undefined
  for (const name of batch?.secret ?? []) delete changes[name]
  if (batch) {
    // A hook may re-save the record inside the same request: the create stays a create, and a re-save
    // that changes nothing audited leaves the batch alone.
    if (operation === 'create') batch.action = 'created'
    if (Object.keys(changes).length === 0) return doc
    if (action !== 'updated' && batch.action !== 'created') batch.action = action
    batch.action ??= action
    batch.resourceId = doc.id
    Object.assign(batch.changes, changes)
    return doc
  }
  if (action === 'updated' && Object.keys(changes).length === 0) return doc
  const restored = context?.isRestoringVersion ? await restoredVersion(req, collection.slug) : undefined
  await writeAuditEntry(req, { action, resource: collection.slug, resourceId: doc.id, changes, restored })
  return doc
}

const recordDelete: CollectionAfterDeleteHook = async ({ collection, doc, req, context }) => {
  if (context?.skipAudit) return doc
  const changes = diffDocuments(collection.fields, doc, null, req.locale ?? undefined)
  await writeAuditEntry(req, { action: 'deleted', resource: collection.slug, resourceId: doc.id, changes })
  return doc
}

/** Adds the audit trail hooks to a collection; every collection but the trail itself goes through this. */
export const withAuditTrail = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  hooks: {
    ...config.hooks,
    afterChange: [...(config.hooks?.afterChange ?? []), recordChange],
    afterDelete: [...(config.hooks?.afterDelete ?? []), recordDelete],
  },
})

/** A failed staff login, from /api/v1 or Payload's own login route; the account is named when it exists. */
export async function recordFailedLogin(req: PayloadRequest, email: string): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    select: { email: true },
    // System look-up: the caller is anonymous by definition.
    overrideAccess: true,
  })
  req.user = null
  const account = docs[0] as { id: number } | undefined
  await writeAuditEntry(req, {
    action: 'login_failed',
    resource: 'users',
    resourceId: account?.id ?? null,
    user: null,
    attemptedEmail: email,
    changes: { email: { old: null, new: email } },
  })
}

const recordGlobalChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req, context }) => {
  if (context?.skipAudit) return doc
  // Both sides in every locale as stored: Payload's previousDoc reads a missing translation as its fallback, and a
  // restore rewrites all locales at once.
  const before = globalBeforeWrite(req, global.slug)
  const changes =
    before === undefined
      ? diffDocuments(global.fields, previousDoc, doc, req.locale ?? undefined)
      : diffDocuments(global.fields, before, await storedGlobalInAllLocales(req, global.slug), req.locale ?? undefined)
  if (Object.keys(changes).length > 0)
    await writeAuditEntry(req, { action: 'updated', resource: global.slug, resourceId: null, changes })
  return doc
}

/** The audit trail for a global (a single settings record). */
export const withGlobalAuditTrail = (config: GlobalConfig): GlobalConfig =>
  withGlobalSnapshot({
    ...config,
    hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), recordGlobalChange] },
  })
