import type { CollectionConfig, DocumentTabCondition, GlobalConfig, PayloadRequest } from 'payload'
import { hasRole, type Role } from '../access/roles.js'

/**
 * "Editors see no ids, paths or API tabs; admins may": the roles that look after the service see a record's technical
 * side (its API tab, a document type's code); editors and operators work with names only.
 */
const technicalRoles: Role[] = ['super_admin', 'admin']

export const seesTechnicalDetails = (req: Pick<PayloadRequest, 'user'>) => hasRole(req, technicalRoles)

const forTechnicalRoles = (condition: DocumentTabCondition | undefined): DocumentTabCondition => (args) => {
  const entity = args.collectionConfig ?? args.globalConfig
  return seesTechnicalDetails(args.req) && entity?.admin?.hideAPIURL !== true && (condition ? condition(args) : true)
}

/**
 * Payload's "API" tab on every record (its REST address and raw JSON) is shown to the technical roles only. The tab's
 * `condition` (Payload's document tab config) replaces the default one, which only asks `admin.hideAPIURL`.
 */
export function apiTabForAdmins<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const views = config.admin?.components?.views
  const api = views?.edit?.api
  const edit = { ...views?.edit, api: { ...api, tab: { ...api?.tab, condition: forTechnicalRoles(api?.tab?.condition) } } }
  return { ...config, admin: { ...config.admin, components: { ...config.admin?.components, views: { ...views, edit } } } }
}
