import { adminRoutes, publicRoutes } from '../src/api/crud.js'
import type { RateLimits } from '../src/api/rateLimits.js'
import type { ResourceDef } from '../src/api/resource.js'
import type { RouteSpec } from '../src/api/route.js'
import { adminAuthRoutes } from './auth.js'
import { citizenReceptionRoutes } from './citizenReception.js'
import { documentTypesRoutes } from './documentTypes.js'
import { faqsRoutes } from './faqs.js'
import { historyRoutes } from './history.js'
import { legalDocumentsRoutes } from './legalDocuments.js'
import { managementRoutes } from './management.js'
import { openDataRoutes } from './openData.js'
import { photoGalleriesRoutes } from './photoGalleries.js'
import { programSectors } from './programSectors.js'
import { programs } from './programs.js'
import { staffUnitsRoutes } from './staffUnits.js'
import { videoGalleriesRoutes } from './videoGalleries.js'

/** Resources served entirely by the generic handlers. */
export const resources: ResourceDef[] = [programs, programSectors]

/** The whole /api/v1 surface, in one list: the router, the route census and OpenAPI all read it. */
export const allRoutes = (limits: RateLimits): RouteSpec[] => [
  ...adminAuthRoutes(limits),
  ...resources.flatMap((resource) => [...publicRoutes(resource), ...adminRoutes(resource)]),
  ...legalDocumentsRoutes,
  ...documentTypesRoutes,
  ...staffUnitsRoutes,
  ...managementRoutes,
  ...historyRoutes,
  ...openDataRoutes,
  ...photoGalleriesRoutes,
  ...videoGalleriesRoutes,
  ...faqsRoutes,
  ...citizenReceptionRoutes,
]
