import type { RequestHandler } from 'express'
import type { CollectionConfig, DocumentTabCondition, GlobalConfig, Payload, PayloadRequest } from 'payload'
import { staffAccountOf } from '../auth/callers.js'
import { hasRole, type Role } from '../access/roles.js'

/**
 * "Editors see no ids, paths or API tabs; admins may": the roles that look after the service see a record's technical
 * side (its API tab, a document type's code); editors and operators work with names only.
 */
const technicalRoles: Role[] = ['super_admin', 'admin']

export const seesTechnicalDetails = (req: Pick<PayloadRequest, 'user'>) => hasRole(req, technicalRoles)

const forTechnicalRoles =
  (condition: DocumentTabCondition | undefined): DocumentTabCondition =>
  (args) => {
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
  const edit = {
    ...views?.edit,
    api: { ...api, tab: { ...api?.tab, condition: forTechnicalRoles(api?.tab?.condition) } },
  }
  return {
    ...config,
    admin: { ...config.admin, components: { ...config.admin?.components, views: { ...views, edit } } },
  }
}

/**
 * The API view itself (`…/collections/<slug>/<id>/api`, `…/globals/<slug>/api`) opened by its address: a caller who
 * does not see technical details is sent to the record instead. Payload's view cannot be wrapped (it is not exported),
 * so this is an Express rule before the admin UI; it authenticates only requests for those addresses.
 */
export function apiViewForAdmins(payload: Payload): RequestHandler {
  const admin = payload.config.routes.admin
  const apiView = new RegExp(
    `^${admin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(collections/[^/]+/[^/]+|globals/[^/]+)/api/?$`,
  )
  return (req, res, next) => {
    const match = req.method === 'GET' || req.method === 'HEAD' ? apiView.exec(req.path) : null
    if (!match) return next()
    staffAccountOf(payload, req)
      .then((user) => {
        if (user && !seesTechnicalDetails({ user })) return res.redirect(303, `${admin}/${match[1]}`)
        next()
      })
      .catch(next)
  }
}
