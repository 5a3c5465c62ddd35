import { allRoutes } from '../../endpoints/index.js'
import type { RateLimits } from '../../src/api/rateLimits.js'
import type { RouteSpec } from '../../src/api/route.js'

const unused = (): never => {
  throw new Error('declaredRoutes() are declarations to generate tests from; requests go to the running stack')
}

/** Rate limits that only stand in while the route list is built: no declaration reads them, only handlers would. */
const declarationsOnly: RateLimits = {
  login: { attempt: unused },
  clientLogin: { attempt: unused },
  perIp: unused,
  forgotPassword: unused,
  refresh: unused,
  publicRequest: unused,
  assistantMessage: unused,
  publicPerIp: unused,
}

/**
 * The /api/v1 routes as the server declares them (`allRoutes` of endpoints/index.ts), available when a test file is
 * collected, before any server runs, so cases can be generated from them.
 */
export const declaredRoutes = (): RouteSpec[] => allRoutes(declarationsOnly)

/** `GET /admin/programs/:program_id`, as the route census and generated case names say it. */
export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method} ${route.path}`

/** The names of a route's path parameters, in order. */
export const pathParams = (route: Pick<RouteSpec, 'path'>) =>
  [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1])

/** The URL path of a route with every parameter filled in (one value for all, or one per parameter name). */
export function concretePath(
  route: Pick<RouteSpec, 'path'>,
  values: string | number | ((param: string, index: number) => string | number),
): string {
  let index = 0
  const fill = (_: string, param: string) => String(typeof values === 'function' ? values(param, index++) : values)
  return `/api/v1${route.path.replace(/:([A-Za-z_]+)/g, fill)}`
}
