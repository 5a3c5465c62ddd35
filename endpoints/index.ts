import { adminRoutes, publicRoutes } from '../src/api/crud.js'
import type { RateLimits } from '../src/api/rateLimits.js'
import type { ResourceDef } from '../src/api/resource.js'
import type { RouteSpec } from '../src/api/route.js'
import { adminAuthRoutes } from './auth.js'
import { programSectors } from './programSectors.js'
import { programs } from './programs.js'

/** Every resource of /api/v1 served by the generic handlers. */
export const resources: ResourceDef[] = [programs, programSectors]

/** The whole /api/v1 surface, in one list: the router, the route census and OpenAPI all read it. */
export const allRoutes = (limits: RateLimits): RouteSpec[] => [
  ...adminAuthRoutes(limits),
  ...resources.flatMap((resource) => [...publicRoutes(resource), ...adminRoutes(resource)]),
]
