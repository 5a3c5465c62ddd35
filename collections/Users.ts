import type { CollectionBeforeLoginHook, CollectionAfterLoginHook, CollectionAfterLogoutHook, CollectionConfig, Validate } from 'payload'
import { AuthenticationError } from 'payload'
import { fieldForSuperAdmin, isStaff, isSuperAdmin, roles, superAdminOrSelf } from '../src/access/roles.js'
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
  await db.execute(sql`select id from users where id = ${req.user.id} for update`)
  const session = (req.user as { _sid?: string })._sid
  if (session) {
    const { rows } = await db.execute(sql`select 1 from users_sessions where _parent_id = ${req.user.id} and id = ${session}`)
    if (rows.length === 0) return
  }
  await writeAuditEntry(req, { action: 'logout', resource: 'users', resourceId: req.user.id })
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
  },
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
      access: { create: fieldForSuperAdmin, update: fieldForSuperAdmin },
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
  ],
})
