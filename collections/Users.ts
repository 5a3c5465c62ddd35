import type { CollectionAfterReadHook, CollectionBeforeLoginHook, CollectionAfterLoginHook, CollectionAfterLogoutHook, CollectionConfig, FieldAccess, Validate } from 'payload'
import { AuthenticationError } from 'payload'
import { fieldForSuperAdmin, hasRole, isStaff, isSuperAdmin, roles, superAdminOrSelf } from '../src/access/roles.js'
import { lockEditedAccounts } from '../src/auth/accountLock.js'
import { staffAuthEndpoints } from '../src/auth/endpoints.js'
import { storeResetTokenDigest } from '../src/auth/resetTokens.js'
import { labels } from '../src/fields/index.js'
import { withAuditTrail, writeAuditEntry } from '../src/hooks/audit.js'
import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '../src/db/transactionDb.js'

const roleLabels = {
  super_admin: labels('Super administrator', 'Главный администратор', 'Bosh administrator'),
  admin: labels('Administrator', 'Администратор', 'Administrator'),
  editor: labels('Editor', 'Редактор', 'Muharrir'),
  operator: labels('Operator', 'Оператор', 'Operator'),
} satisfies Record<(typeof roles)[number], ReturnType<typeof labels>>

export const ADMIN_TOKEN_SECONDS = 8 * 60 * 60
/** A reset link works once (Payload expires it on use) and for half an hour. */
const RESET_TOKEN_MS = 30 * 60 * 1000

/** Who an account is and what it may do are set by a super admin, for other accounts: nobody changes their own. */
const superAdminOnOthers: FieldAccess = ({ req, id }) => hasRole(req, ['super_admin']) && (id === undefined || String(id) !== String(req.user?.id))

/** Inactive staff cannot log in, through the admin UI or any API. */
const refuseInactiveUser: CollectionBeforeLoginHook = ({ user, req }) => {
  if (user?.status === '0') throw new AuthenticationError(req.t)
  return user
}

const recordLogin: CollectionAfterLoginHook = async ({ user, req }) => {
  await writeAuditEntry(req, { action: 'login', resource: 'users', resourceId: user.id, user: { ...user, collection: 'users' } })
  return user
}

/**
 * Logouts of one account are serialised on its row (two at once, as the admin UI's logout page can send, deadlocked on
 * the session rows); a logout of a session another one already ended is not recorded twice.
 */
const recordLogout: CollectionAfterLogoutHook = async ({ req }) => {
  if (!req.user) return
  const db = await transactionDb(req)
  await db.execute(sql`select id from users where id = ${req.user.id} for no key update`)
  const session = (req.user as { _sid?: string })._sid
  if (session) {
    const { rows } = await db.execute(sql`select 1 from users_sessions where _parent_id = ${req.user.id} and id = ${session}`)
    if (rows.length === 0) return
  }
  await writeAuditEntry(req, { action: 'logout', resource: 'users', resourceId: req.user.id })
}

/**
 * Sessions stay with the token check (a read with access overridden); every other read, an account embedded in an
 * audit entry included, goes without them (Payload would answer an unreadable array as `[]`).
 */
const hideSessions: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (!overrideAccess && doc && typeof doc === 'object') delete (doc as { sessions?: unknown }).sessions
  return doc
}

const validRole: Validate = (value) => (roles as readonly string[]).includes(value) || 'Unknown role'

export const Users: CollectionConfig = withAuditTrail({
  slug: 'users',
  labels: { singular: labels('Staff account', 'Сотрудник', 'Xodim'), plural: labels('Staff accounts', 'Сотрудники', 'Xodimlar') },
  auth: {
    tokenExpiration: ADMIN_TOKEN_SECONDS,
    useSessions: true,
    // Lockout is per account and IP, enforced in front of every login route (src/api/rateLimits.ts).
    maxLoginAttempts: 0,
    depth: 0,
    forgotPassword: { expiration: RESET_TOKEN_MS },
  },
  // Login, logout, refresh and password reset with the account's row locked (src/auth/endpoints.ts).
  endpoints: staffAuthEndpoints,
  admin: {
    // Only super admins manage staff accounts; everyone else reaches their own through the account page.
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'super_admin',
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'status', 'updatedAt'],
    group: labels('System', 'Система', 'Tizim'),
  },
  access: {
    admin: ({ req }) => Boolean(isStaff({ req })),
    read: superAdminOrSelf,
    create: isSuperAdmin,
    update: superAdminOrSelf,
    delete: isSuperAdmin,
    unlock: isSuperAdmin,
  },
  hooks: {
    beforeOperation: [lockEditedAccounts],
    beforeChange: [storeResetTokenDigest],
    afterRead: [hideSessions],
    beforeLogin: [refuseInactiveUser],
    afterLogin: [recordLogin],
    afterLogout: [recordLogout],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 255, label: labels('Name', 'Имя', 'Ism') },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: roles.map((role) => ({ label: roleLabels[role], value: role })),
      validate: validRole,
      access: { create: fieldForSuperAdmin, update: superAdminOnOthers },
      label: labels('Role', 'Роль', 'Rol'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '1',
      options: [
        { label: labels('Active', 'Активен', 'Faol'), value: '1' },
        { label: labels('Disabled', 'Отключён', "O'chirilgan"), value: '0' },
      ],
      access: { create: fieldForSuperAdmin, update: fieldForSuperAdmin },
      label: labels('Status', 'Статус', 'Holati'),
      admin: { position: 'sidebar' },
    },
    // Payload's own auth fields, merged with these settings: the email is the account's name, set like its role.
    { name: 'email', type: 'email', label: labels('Email', 'Эл. почта', 'Elektron pochta'), required: true, unique: true, access: { update: superAdminOnOthers } },
    // Sessions are read by the token check (with access overridden), never shown: not in /me, not in an audit entry.
    { name: 'sessions', type: 'array', fields: [], access: { read: () => false, update: () => false }, admin: { disabled: true } },
  ],
})
