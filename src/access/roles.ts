import type { PublicRule } from './visibility.js'
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const roles = ['super_admin', 'admin', 'editor', 'operator'] as const
export type Role = (typeof roles)[number]

export const contentRoles: Role[] = ['super_admin', 'admin', 'editor']
export const auditReaderRoles: Role[] = ['super_admin', 'admin']
/** Who works citizens' appeals (contract section 2) and reads the dashboard. */
export const appealRoles: Role[] = ['super_admin', 'admin', 'operator']
/** Who answers the assistant's visitors and keeps its knowledge base (contract section 2, rows 9–15). */
export const assistantRoles: Role[] = ['super_admin', 'admin', 'operator']

interface StaffUser {
  collection?: string
  role?: string | null
  status?: string | null
  id?: number | string
}

const staffUser = (req: Pick<PayloadRequest, 'user'>): StaffUser | null => {
  const user = req.user as StaffUser | null | undefined
  return user && user.collection === 'users' && user.status !== '0' ? user : null
}

/** The one role check every access predicate is built on. */
export const hasRole = (req: Pick<PayloadRequest, 'user'>, allowed: readonly Role[]): boolean => {
  const user = staffUser(req)
  return Boolean(user?.role && (allowed as readonly string[]).includes(user.role))
}

export const isStaff: Access = ({ req }) => staffUser(req) !== null
export const isSuperAdmin: Access = ({ req }) => hasRole(req, ['super_admin'])
export const isContentEditor: Access = ({ req }) => hasRole(req, contentRoles)
export const isAuditReader: Access = ({ req }) => hasRole(req, auditReaderRoles)
export const isAppealHandler: Access = ({ req }) => hasRole(req, appealRoles)
export const isAssistantOperator: Access = ({ req }) => hasRole(req, assistantRoles)
export const nobody: Access = () => false

/** Public rows for everyone, every row for the content roles: the public rule is a Where the database applies. */
export const publishedOrContentEditor =
  (rule: PublicRule): Access =>
  ({ req }) =>
    hasRole(req, contentRoles) ? true : rule.where()

/**
 * Super admins see every account; other staff see their own, and those who work appeals (admin, operator) also see
 * the active colleagues an appeal can be assigned to.
 */
export const staffAccountsVisible: Access = ({ req }) => {
  if (hasRole(req, ['super_admin'])) return true
  const user = staffUser(req)
  if (!user) return false
  const self: Where = { id: { equals: user.id } }
  if (!hasRole(req, appealRoles)) return self
  return { or: [self, { and: [{ role: { in: appealRoles } }, { status: { equals: '1' } }] }] }
}

/** Super admins see every account; other staff see only their own. */
export const superAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req, ['super_admin'])) return true
  const user = staffUser(req)
  return user ? { id: { equals: user.id } } : false
}

export const fieldForSuperAdmin: FieldAccess = ({ req }) => hasRole(req, ['super_admin'])

/** The access of every content collection: public rows for everyone, everything for the content roles. */
export const contentAccess = (rule: PublicRule) => ({
  read: publishedOrContentEditor(rule),
  create: isContentEditor,
  update: isContentEditor,
  delete: isContentEditor,
  readVersions: isContentEditor,
})
