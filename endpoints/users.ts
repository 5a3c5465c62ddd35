import { roles } from '../src/access/roles.js'
import { exact, searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { rules } from '../src/api/validation/rules.js'
import { wire } from '../src/api/wire.js'
import { PASSWORD_MIN_LENGTH } from '../src/auth/passwordPolicy.js'
import { staffRecord } from './auth.js'

/**
 * Staff accounts — contract 4.17 (rows 33–37), for super admins only. The rules that keep an active super admin and
 * forbid deleting or deactivating oneself (409), and the password rules, live in the collection (collections/Users.ts)
 * too, so the admin UI obeys them as well.
 */
export const users: ResourceDef<'users'> = {
  name: 'users',
  collection: 'users',
  adminPath: '/admin/users',
  idParam: 'user_id',
  roles: ['super_admin'],
  fields: {
    name: wire.text('name', { required: true }),
    // Payload keeps account emails lower-cased.
    email: wire.email('email', {
      required: true,
      extra: [rules.unique('users', 'email', (text) => text.toLowerCase())],
    }),
    // Hashed by Payload; a new one ends the account's sessions but the caller's own (Payload's update operation).
    // Never a common or guessable one, nor the account's own email or name (contract 4.16).
    password: wire.secret(
      'password',
      [rules.min(PASSWORD_MIN_LENGTH), rules.max(255), rules.uncompromisedPassword({ collection: 'users' })],
      { required: true },
    ),
    // A super admin's own new password needs their current one, as on PUT /user (checked and counted as a login guess
    // by the collection, src/auth/currentPassword.ts); another account's is a reset and needs none.
    current_password: wire.secret('currentPassword', [rules.max(255)]),
    role: wire.choice('role', roles, { required: true }),
    status: wire.status('status'),
  },
  // The same record as /admin/auth/me.
  record: staffRecord,
  adminList: {
    filters: {
      role: exact('role', 'string', { in: roles }),
      status: statusFilter(),
      search: searchFilter([{ name: 'name' }, { name: 'email' }]),
    },
    sorts: { name: 'name', email: 'email', created_at: 'createdAt', id: 'id' },
    defaultSort: 'id',
  },
}
