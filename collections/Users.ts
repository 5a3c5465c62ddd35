import type {
  CollectionBeforeDeleteHook,
  CollectionBeforeLoginHook,
  CollectionAfterLoginHook,
  CollectionAfterLogoutHook,
  CollectionConfig,
  FieldAccess,
  FieldHook,
  PayloadRequest,
  Validate,
} from 'payload'
import { APIError, AuthenticationError } from 'payload'
import {
  fieldForSuperAdmin,
  hasRole,
  isStaff,
  isSuperAdmin,
  roles,
  staffAccountsVisible,
  superAdminOrSelf,
} from '../src/access/roles.js'
import { lockEditedAccounts } from '../src/auth/accountLock.js'
import { staffAuthEndpoints } from '../src/auth/endpoints.js'
import { currentPasswordField, requireCurrentPassword } from '../src/auth/currentPassword.js'
import { notePasswordChange, recordPasswordChange } from '../src/auth/passwordAudit.js'
import { refuseWeakPasswords, refuseWeakResetPasswords } from '../src/auth/passwordPolicy.js'
import { storeResetTokenDigest } from '../src/auth/resetTokens.js'
import { hideSessions } from '../src/auth/sessions.js'
import { labels } from '../src/fields/index.js'
import { messageFor } from '../src/i18n/messages.js'
import { withAuditTrail, writeAuditEntry } from '../src/hooks/audit.js'
import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '../src/db/transactionDb.js'
import { lockCollectionWritesHook } from '../src/db/rowLock.js'

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
const superAdminOnOthers: FieldAccess = ({ req, id }) =>
  hasRole(req, ['super_admin']) && (id === undefined || String(id) !== String(req.user?.id))

/**
 * Colleagues' e-mails are the super admin's business: the other roles see the colleagues an appeal can go to (their
 * names, roles and status, which the appeal queue filters by), not their addresses; everyone sees their own.
 */
const superAdminOrOwnAccount: FieldAccess = ({ req, doc, id }) =>
  hasRole(req, ['super_admin']) || isCaller(req, (doc as { id?: unknown } | undefined)?.id ?? id)

/** Inactive staff cannot log in, through the admin UI or any API. */
const refuseInactiveUser: CollectionBeforeLoginHook = ({ user, req }) => {
  if (user?.status === '0') throw new AuthenticationError(req.t)
  return user
}

const recordLogin: CollectionAfterLoginHook = async ({ user, req }) => {
  await writeAuditEntry(req, {
    action: 'login',
    resource: 'users',
    resourceId: user.id,
    user: { ...user, collection: 'users' },
  })
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
    const { rows } = await db.execute(
      sql`select 1 from users_sessions where _parent_id = ${req.user.id} and id = ${session}`,
    )
    if (rows.length === 0) return
  }
  await writeAuditEntry(req, { action: 'logout', resource: 'users', resourceId: req.user.id })
}

/** A 409 as Payload's own error: /api/v1 answers `{message}`, Payload's REST and the admin UI show it as it is. */
const conflict = (message: string) => new APIError(message, 409, null, true)

/**
 * The accounts each request is demoting or deleting. A bulk edit or delete runs its documents side by side in one
 * transaction, so each check counts the others of the same request as gone already.
 */
const leavingByRequest = new WeakMap<PayloadRequest, Set<number>>()

/**
 * Some active super admin always remains (contract 4.17): 409 when `account`, an active super admin about to be
 * demoted, deactivated or deleted, is the last one. Every write of staff accounts holds the collection's write lock
 * (`custom.writeLock`) from before it touches a row to its commit, so two super admins demoting each other at once
 * are checked one after the other, and the second finds itself the last.
 */
async function keepAnActiveSuperAdmin(req: PayloadRequest, account: { id: unknown; role?: unknown; status?: unknown }) {
  if (account.role !== 'super_admin' || account.status === '0') return
  const leaving = leavingByRequest.get(req) ?? new Set<number>()
  leavingByRequest.set(req, leaving)
  const id = Number(account.id)
  // The caller never leaves (deleting or deactivating oneself is refused, a change of one's own role is dropped): they
  // are counted as gone for their own check only, so that the last super admin hears this rule, and never for the
  // other documents of the request, which run side by side with theirs and would otherwise all be refused.
  const caller = isCaller(req, id)
  if (!caller) leaving.add(id)
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { role: { equals: 'super_admin' }, status: { equals: '1' }, id: { not_in: [...leaving, id] } },
    req,
    // A rule about every account, whoever asks.
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  leaving.delete(id)
  throw conflict(messageFor(req, 'lastSuperAdmin'))
}

/**
 * A change of `role` or `status` that takes a super admin's powers away, checked on the value asked for: before field
 * access quietly drops a change of one's own role, so the last super admin demoting themselves hears 409, not 200.
 */
const refuseLosingTheLastSuperAdmin =
  (demotes: (value: unknown) => boolean): FieldHook =>
  async ({ value, operation, originalDoc, req }) => {
    if (operation === 'update' && originalDoc && demotes(value)) await keepAnActiveSuperAdmin(req, originalDoc)
    return value
  }

const refuseDeletingTheLastSuperAdmin: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const account = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (account) await keepAnActiveSuperAdmin(req, account)
}

const isCaller = (req: PayloadRequest, id: unknown) =>
  req.user?.collection === 'users' && String(req.user.id) === String(id)

/** Nobody deletes their own account: a super admin would lock themselves out mid-session (contract 4.17). */
const refuseDeletingOneself: CollectionBeforeDeleteHook = ({ id, req }) => {
  if (isCaller(req, id)) throw conflict(messageFor(req, 'ownAccountDelete'))
}

/**
 * Nor deactivates it, which locks one out just the same (security review, issue 26). Runs after the last-super-admin
 * check, so the last one hears that rule (keepAnActiveSuperAdmin never counts the caller as leaving).
 */
const refuseDeactivatingOneself: FieldHook = ({ value, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || !isCaller(req, originalDoc.id)) return value
  if (String(value) === '0' && originalDoc.status !== '0') throw conflict(messageFor(req, 'ownAccountDeactivate'))
  return value
}

const validRole: Validate = (value, { req }) =>
  (roles as readonly string[]).includes(value) || messageFor(req, 'unknownRole')

export const Users: CollectionConfig = withAuditTrail({
  slug: 'users',
  labels: {
    singular: labels('Staff account', 'Сотрудник', 'Xodim'),
    plural: labels('Staff accounts', 'Сотрудники', 'Xodimlar'),
  },
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
  // One write of staff accounts at a time (see keepAnActiveSuperAdmin), taken before any row lock.
  custom: { writeLock: true },
  admin: {
    // Only super admins manage staff accounts; everyone else reaches their own through the account page.
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'super_admin',
    // Staff are known by name wherever an account is shown (an appeal's assignee, its history, the audit trail); the
    // e-mail stays a column of the list and is what one signs in with.
    useAsTitle: 'name',
    // The list's search finds an account by either (Payload would search the title only).
    listSearchableFields: ['name', 'email'],
    defaultColumns: ['name', 'email', 'role', 'status', 'updatedAt'],
    group: labels('System', 'Система', 'Tizim'),
  },
  access: {
    admin: ({ req }) => Boolean(isStaff({ req })),
    read: staffAccountsVisible,
    create: isSuperAdmin,
    update: superAdminOrSelf,
    delete: isSuperAdmin,
    unlock: isSuperAdmin,
  },
  hooks: {
    beforeOperation: [lockCollectionWritesHook, lockEditedAccounts, refuseWeakResetPasswords],
    // A new password of one's own needs the current one (src/auth/currentPassword.ts); none may be common, breached
    // or guessable, whichever path sets it (src/auth/passwordPolicy.ts).
    beforeValidate: [requireCurrentPassword, refuseWeakPasswords],
    beforeChange: [storeResetTokenDigest, notePasswordChange],
    afterChange: [recordPasswordChange],
    beforeDelete: [refuseDeletingOneself, refuseDeletingTheLastSuperAdmin],
    afterRead: [hideSessions],
    beforeLogin: [refuseInactiveUser],
    afterLogin: [recordLogin],
    afterLogout: [recordLogout],
  },
  fields: [
    // First, so that the account view shows it right below Payload's new password fields.
    currentPasswordField,
    { name: 'name', type: 'text', required: true, maxLength: 255, label: labels('Name', 'Имя', 'Ism') },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: roles.map((role) => ({ label: roleLabels[role], value: role })),
      validate: validRole,
      access: { create: fieldForSuperAdmin, update: superAdminOnOthers },
      hooks: { beforeValidate: [refuseLosingTheLastSuperAdmin((role) => role !== 'super_admin')] },
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
      hooks: {
        beforeValidate: [refuseLosingTheLastSuperAdmin((status) => String(status) === '0'), refuseDeactivatingOneself],
      },
      label: labels('Status', 'Статус', 'Holati'),
      admin: { position: 'sidebar' },
    },
    // Payload's own auth fields, merged with these settings: the email is the account's name, set like its role.
    {
      name: 'email',
      type: 'email',
      label: labels('Email', 'Эл. почта', 'Elektron pochta'),
      required: true,
      unique: true,
      access: { read: superAdminOrOwnAccount, update: superAdminOnOthers },
    },
    // Sessions are read by the token check (with access overridden), never shown: not in /me, not in an audit entry.
    {
      name: 'sessions',
      type: 'array',
      fields: [],
      access: { read: () => false, update: () => false },
      admin: { disabled: true },
    },
  ],
})
