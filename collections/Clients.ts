import type { CollectionBeforeLoginHook, CollectionConfig, Endpoint, FieldAccess, PayloadRequest } from 'payload'
import { AuthenticationError, UnverifiedEmail } from 'payload'
import { hasRole, type Role } from '../src/access/roles.js'
import { lockEditedAccounts } from '../src/auth/accountLock.js'
import { requireCurrentPassword } from '../src/auth/currentPassword.js'
import { notePasswordChange, recordPasswordChange } from '../src/auth/passwordAudit.js'
import { refuseWeakPasswords } from '../src/auth/passwordPolicy.js'
import { hideSessions } from '../src/auth/sessions.js'
import { dayAndTimeAdmin, groups, labels, languageOptions } from '../src/fields/index.js'
import { messageFor } from '../src/i18n/messages.js'
import { withAuditTrail } from '../src/hooks/audit.js'

/** Contract 4.16: a citizen's token lives 30 days. */
export const CLIENT_TOKEN_SECONDS = 30 * 24 * 60 * 60

/** Contract 4.16: `phone` of a citizen, an Uzbek mobile number. */
export const CLIENT_PHONE = /^\+998\d{9}$/

/** Who manages citizens' accounts in the admin UI (contract section 2: admin roles, not editors or operators). */
const clientManagers: readonly Role[] = ['super_admin', 'admin']
const isClientManager = ({ req }: Parameters<FieldAccess>[0]) => hasRole(req, clientManagers)

/** A disabled account cannot log in (the same answer as a wrong password); an unverified one learns it must verify. */
const refuseDisabledOrUnverified: CollectionBeforeLoginHook = ({ user, req }) => {
  if (user?.status === '0') throw new AuthenticationError(req.t)
  if (!user?.emailVerifiedAt) throw new UnverifiedEmail({ t: req.t })
  return user
}

/**
 * Payload's own auth routes for this collection are closed: citizens sign up, verify, log in and reset their password
 * only through /api/v1/client/*, where the contract's validation, rate limits and mails apply.
 */
// The admin UI's account actions on a citizen (unlock) land here too: the answer is in the interface language.
const closed: Endpoint['handler'] = (req) => Response.json({ message: req.t('error:notFound') }, { status: 404 })
const closedAuthRoutes: Endpoint[] = [
  ...[
    '/login',
    '/logout',
    '/refresh-token',
    '/forgot-password',
    '/reset-password',
    '/first-register',
    '/unlock',
    '/verify/:id',
  ].map((path): Endpoint => ({ path, method: 'post', handler: closed })),
  ...['/me', '/init'].map((path): Endpoint => ({ path, method: 'get', handler: closed })),
]

/**
 * Citizens' accounts (contract 4.16): a separate auth collection from staff, with its own sessions and 30-day tokens.
 * Through Payload (admin UI, its REST API) only super admins and admins see them, to search, disable or remove one;
 * a citizen's own reads and writes go through /api/v1, whose routes act for the account the token names.
 */
export const Clients: CollectionConfig = withAuditTrail({
  slug: 'clients',
  labels: {
    singular: labels('Citizen account', 'Аккаунт гражданина', 'Fuqaro hisobi'),
    plural: labels('Citizen accounts', 'Аккаунты граждан', 'Fuqarolar hisoblari'),
  },
  auth: {
    tokenExpiration: CLIENT_TOKEN_SECONDS,
    useSessions: true,
    // Lockout per account and IP in front of the login route (src/api/rateLimits.ts), as for staff.
    maxLoginAttempts: 0,
    depth: 0,
  },
  endpoints: closedAuthRoutes,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'phone', 'emailVerifiedAt', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    group: groups.system,
    hidden: ({ user }) => !clientManagers.includes((user as { role?: Role } | null)?.role as Role),
    disableCopyToLocale: true,
  },
  access: {
    // Operators look citizens up too (their appeals, GET /api/v1/user/{id}); they do not manage the accounts.
    read: ({ req }) => hasRole(req, [...clientManagers, 'operator']),
    update: ({ req }) => hasRole(req, clientManagers),
    delete: ({ req }) => hasRole(req, clientManagers),
    // Accounts are opened by their owners (POST /api/v1/client/register), never by staff.
    create: () => false,
    unlock: () => false,
  },
  disableDuplicate: true,
  hooks: {
    beforeOperation: [lockEditedAccounts],
    // A new password of one's own needs the current one (src/auth/currentPassword.ts); none may be common, breached
    // or guessable, on any path that sets one (src/auth/passwordPolicy.ts).
    beforeValidate: [requireCurrentPassword, refuseWeakPasswords],
    beforeChange: [notePasswordChange],
    afterChange: [recordPasswordChange],
    afterRead: [hideSessions],
    beforeLogin: [refuseDisabledOrUnverified],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 255, label: labels('Name', 'Имя', 'Ism') },
    // The address is the account's name and was proven by the verification mail: nobody edits it here.
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      label: labels('Email', 'Эл. почта', 'Elektron pochta'),
      access: { update: () => false },
    },
    {
      name: 'phone',
      type: 'text',
      maxLength: 32,
      label: labels('Phone', 'Телефон', 'Telefon'),
      admin: { description: '+998901234567' },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        value === null || value === undefined || value === '' || CLIENT_PHONE.test(value)
          ? true
          : messageFor(req, 'clientPhoneFormat'),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '1',
      index: true,
      options: [
        { label: labels('Active', 'Активен', 'Faol'), value: '1' },
        {
          label: labels('Disabled (cannot sign in)', 'Отключён (не может войти)', "O'chirilgan (kira olmaydi)"),
          value: '0',
        },
      ],
      access: { update: isClientManager },
      label: labels('Status', 'Статус', 'Holati'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'emailVerifiedAt',
      type: 'date',
      index: true,
      label: labels('Email verified', 'Почта подтверждена', 'Pochta tasdiqlangan'),
      access: { update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        ...dayAndTimeAdmin(),
      },
    },
    {
      // The language the citizen registered in: their mails are written in it.
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'uz',
      options: languageOptions,
      label: labels('Language of mails', 'Язык писем', 'Xatlar tili'),
      admin: { position: 'sidebar' },
    },
    // Sessions are read by the token check (with access overridden), never shown or audited.
    {
      name: 'sessions',
      type: 'array',
      fields: [],
      access: { read: () => false, update: () => false },
      admin: { disabled: true },
    },
    // No password field in the admin UI: staff never see, set or change a citizen's password (Payload shows its
    // "change password" button only where this field may be written). Readable (it holds nothing) so that Payload's
    // permission clean-up, which drops a field nobody may do anything with, keeps the refusal to write it.
    {
      name: 'password',
      type: 'text',
      virtual: true,
      hidden: true,
      access: { create: () => false, update: () => false, read: () => true },
      admin: { disabled: true },
    },
  ],
})
