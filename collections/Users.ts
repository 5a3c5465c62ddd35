import type { CollectionBeforeLoginHook, CollectionAfterLoginHook, CollectionAfterLogoutHook, CollectionConfig, Validate } from 'payload'
import { AuthenticationError } from 'payload'
import { fieldForSuperAdmin, isStaff, isSuperAdmin, roles, superAdminOrSelf } from '../src/access/roles.js'
import { labels } from '../src/fields/index.js'
import { withAuditTrail, writeAuditEntry } from '../src/hooks/audit.js'

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

const recordLogout: CollectionAfterLogoutHook = async ({ req }) => {
  if (req.user) await writeAuditEntry(req, { action: 'logout', resource: 'users', resourceId: req.user.id })
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
      options: roles.map((role) => ({ label: role, value: role })),
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
