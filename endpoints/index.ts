import type { CollectionSlug } from 'payload'
import type { RateLimits } from '../src/api/rateLimits.js'
import { publicLinks, type ResourceDef } from '../src/api/resource.js'
import type { RouteSpec } from '../src/api/route.js'
import { resourceRoutes } from '../src/api/routes.js'
import { linkRichTextTo } from '../src/richtext/links.js'
import { appeals } from './appeals.js'
import { assistantRoutes, assistantSessions, knowledgeRoutes } from './assistant.js'
import { auditLogs } from './auditLogs.js'
import { adminAuthRoutes } from './auth.js'
import { citizenReceptionRoutes } from './citizenReception.js'
import { clientRoutes } from './clients.js'
import { currentUserRoutes } from './currentUser.js'
import { dashboardRoutes } from './dashboard.js'
import { documentTypes } from './documentTypes.js'
import { faqs } from './faqs.js'
import { history } from './history.js'
import { legalDocuments } from './legalDocuments.js'
import { management } from './management.js'
import { newsCategories } from './newsCategories.js'
import { openData } from './openData.js'
import { photoGalleries } from './photoGalleries.js'
import { posts } from './posts.js'
import { programSectors } from './programSectors.js'
import { programs } from './programs.js'
import { searchRoutes } from './search.js'
import { staffUnits } from './staffUnits.js'
import { users } from './users.js'
import { videoGalleries } from './videoGalleries.js'

/** Every resource of /api/v1, each one declaration served by the generic routes (src/api/routes.ts). */
export const resources: ResourceDef<CollectionSlug>[] = [
  programs,
  programSectors,
  legalDocuments,
  documentTypes,
  staffUnits,
  management,
  history,
  openData,
  photoGalleries,
  videoGalleries,
  faqs,
  posts,
  newsCategories,
  appeals,
  assistantSessions,
  users,
  auditLogs,
]

/** Where the public reads a record: the assistant cites its sources with it, internal links in rich text point to it. */
const links = publicLinks(resources)
linkRichTextTo(links)

/** The whole /api/v1 surface, in one list: the router, the route census and OpenAPI all read it. */
export const allRoutes = (limits: RateLimits): RouteSpec[] => [
  ...adminAuthRoutes(limits),
  ...clientRoutes(limits),
  ...currentUserRoutes(limits),
  ...dashboardRoutes,
  ...knowledgeRoutes,
  ...resources.flatMap(resourceRoutes),
  // Not a collection: one settings record (a Payload global) and the schedule drawn from the management.
  ...citizenReceptionRoutes,
  ...searchRoutes,
  ...assistantRoutes(limits, links),
]
