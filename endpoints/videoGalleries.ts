import type { RouteSpec } from '../src/api/route.js'

export const videoGalleriesRoutes: RouteSpec[] = []
