import { createRequire } from 'node:module'
import path from 'node:path'
import express, { type Router } from 'express'
import { describeAudience } from './auth.js'
import { isSharedRead } from './httpCache.js'
import type { RouteSpec } from './route.js'
import type { FieldRules } from './validation/fields.js'
import { kindMaxBytes } from '../media/types.js'

const jsonType: Record<string, string> = {
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  array: 'object',
  object: 'object',
  list: 'array',
  date: 'string',
  datetime: 'string',
  any: 'string',
}

/** JSON Schema of one wire field, from the same rules the validator runs, as deep as they are declared. */
const fieldSchema = (spec: FieldRules): Record<string, unknown> => {
  const value: Record<string, unknown> = { type: jsonType[spec.type] }
  for (const rule of spec.rules) Object.assign(value, rule.schema?.(spec.type) ?? {})
  if (spec.type === 'date') value.format = 'date'
  if (spec.items) value.items = fieldSchema(spec.items)
  if (spec.fields) Object.assign(value, objectSchema(spec.fields))
  if (spec.requiredIf)
    value.description = `Required when ${spec.requiredIf.field} is ${spec.requiredIf.values.join(' or ')}`
  if (spec.checkedWith) value.description = `Required with ${spec.checkedWith}`
  if (spec.localized) {
    return {
      type: 'object',
      description: 'Localized: {uz, ru, en}',
      properties: { uz: value, ru: value, en: value },
      additionalProperties: false,
    }
  }
  return spec.nullable ? { ...value, type: [value.type as string, 'null'] } : value
}

/** An object's properties and its required ones (those a create must send). */
const objectSchema = (rules: Record<string, FieldRules>, creating = true): Record<string, unknown> => {
  const required = creating
    ? Object.entries(rules)
        .filter(([, spec]) => spec.required)
        .map(([name]) => name)
    : []
  return {
    properties: Object.fromEntries(Object.entries(rules).map(([name, spec]) => [name, fieldSchema(spec)])),
    ...(required.length ? { required } : {}),
  }
}

/**
 * The multipart form of a route that takes files: each file field (a list for `name[]`), with its kind and limits,
 * and the text fields as bracket keys (`title[uz]`). `_method=PUT` turns a POST into the PUT it names (contract 1.8).
 */
const multipartSchema = (route: RouteSpec): Record<string, unknown> => {
  const properties: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(route.body ?? {}))
    properties[name] = {
      ...fieldSchema(spec),
      ...(spec.localized ? { description: `Localized: as ${name}[uz], ${name}[ru], ${name}[en]` } : {}),
    }
  for (const [name, field] of Object.entries(route.upload?.fields ?? {})) {
    const file = {
      type: 'string',
      format: 'binary',
      description: `${field.kind === 'any' ? 'An image or a document' : `A ${field.kind}`}, at most ${kindMaxBytes(field.kind) / 1024} KiB`,
    }
    properties[field.maxCount > 1 ? `${name}[]` : name] =
      field.maxCount > 1 ? { type: 'array', items: file, maxItems: field.maxCount } : file
  }
  if (route.method === 'PUT')
    properties._method = {
      type: 'string',
      enum: ['PUT', 'PATCH'],
      description: 'On a POST to this path: handled as PUT',
    }
  return { type: 'object', properties }
}

const envelopes = {
  Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
  ValidationError: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
  },
}

/** OpenAPI 3.1 generated from the route declarations the handlers use, so the two cannot drift. */
export function buildOpenApi(routes: RouteSpec[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const openPath = route.path.replace(/:([A-Za-z_]+)/g, '{$1}')
    const parameters: Record<string, unknown>[] = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
    if (route.list) {
      parameters.push(
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        {
          name: 'per_page',
          in: 'query',
          schema: { type: 'integer', minimum: 1, maximum: route.list.maxPerPage ?? 100, default: 15 },
        },
        {
          name: 'sort',
          in: 'query',
          description: `Comma list, '-' for descending: ${Object.keys(route.list.sorts).join(', ')}`,
          schema: { type: 'string', default: route.list.defaultSort },
        },
        ...Object.entries(route.list.filters).map(([name, filter]) => ({
          name: `filter[${name}]`,
          in: 'query',
          schema: { type: filter.type === 'date' ? 'string' : filter.type, ...(filter.in ? { enum: filter.in } : {}) },
        })),
      )
    }
    if (route.localized)
      parameters.push({ name: 'lang', in: 'query', schema: { type: 'string', enum: ['uz', 'ru', 'en'] } })
    for (const extra of route.queryParams ?? [])
      parameters.push({
        name: extra.name,
        in: 'query',
        required: Boolean(extra.required),
        description: extra.description,
        schema: { type: 'string' },
        ...(extra.example === undefined ? {} : { example: extra.example }),
      })
    const responses: Record<string, unknown> = {}
    for (const response of route.responses)
      responses[String(response.status)] = {
        description: response.description,
        ...(response.status === 204
          ? {}
          : { content: { 'application/json': { schema: response.schema ?? { type: 'object' } } } }),
      }
    const errorRef = (name: string, description: string) => ({
      description,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
    })
    if (route.audience !== 'public') {
      responses['401'] ??= errorRef('Error', 'Unauthenticated.')
      responses['403'] ??= errorRef('Error', 'This action is unauthorized.')
    }
    if (route.body || route.list) responses['422'] ??= errorRef('ValidationError', 'Validation failed')
    if (route.list) responses['400'] ??= errorRef('Error', 'Disallowed filter or sort')
    if (route.path.includes(':')) responses['404'] ??= errorRef('Error', 'Not found.')
    // Optimistic concurrency (src/concurrency/): admin reads of a record name its version; writes to it may send it.
    const onRecord = route.path.startsWith('/admin/') && route.path.includes(':')
    if (route.versioned && responses['200'])
      responses['200'] = {
        ...(responses['200'] as object),
        headers: {
          ETag: {
            description: "The record's version; send it back as If-Match to refuse a write based on a stale read.",
            schema: { type: 'string' },
          },
        },
      }
    if (onRecord && route.method !== 'GET') {
      parameters.push({
        name: 'If-Match',
        in: 'header',
        required: false,
        description:
          "Optional: the record's ETag from an earlier read (or `*`). If the record was saved since, nothing changes and the answer is 412. Without it, the write applies as before.",
        schema: { type: 'string' },
      })
      responses['412'] ??= errorRef(
        'Error',
        'Precondition Failed. The record was saved since the version named in If-Match; its current version is in ETag.',
      )
    }
    if (isSharedRead(route)) {
      responses['304'] ??= {
        description:
          'Not modified: If-None-Match named the current ETag (no body). A 200 carries a strong ETag and Cache-Control: public.',
      }
    }
    const operation: Record<string, unknown> = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method.toLowerCase()}${openPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters,
      responses,
      ...(route.audience === 'public'
        ? { security: [] }
        : {
            security: [{ bearer: [] }],
            description: Array.isArray(route.audience)
              ? `Roles: ${route.audience.join(', ')}`
              : describeAudience(route.audience),
          }),
    }
    const content: Record<string, unknown> = {}
    if (route.body) {
      content['application/json'] = { schema: { type: 'object', ...objectSchema(route.body, route.method === 'POST') } }
    }
    if (route.upload) {
      content['multipart/form-data'] = { schema: multipartSchema(route) }
      responses['413'] ??= errorRef(
        'Error',
        'Payload too large. (A file over its kind’s limit by more than 1 MiB, or more files than a field takes.)',
      )
    }
    if (Object.keys(content).length > 0) operation.requestBody = { required: true, content }
    paths[openPath] ??= {}
    paths[openPath][route.method.toLowerCase()] = operation
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agricultural financing fund — /api/v1',
      version: '1.0.0',
      description: 'Generated from the route declarations in endpoints/. Contract: shared/API.md.',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: envelopes },
    paths,
  }
}

const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>/api/v1 reference</title>
<link rel="stylesheet" href="/api/v1/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/v1/docs/assets/favicon-32x32.png"></head>
<body><div id="ui"></div>
<script src="/api/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/v1/docs/init.js"></script></body></html>`

const docsInit = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#ui', deepLinking: true })`

/** `/openapi.json` and `/docs`: Swagger UI served from the local swagger-ui-dist package (no CDN). */
export function openApiRouter(routes: () => RouteSpec[], serverUrl: () => string): Router {
  const router = express.Router()
  const assets = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  let document: unknown
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApi(routes(), serverUrl())
    res.json(document)
  })
  // Absolute asset paths, so the page renders at /docs and at /docs/ alike.
  router.get(['/docs', '/docs/'], (_req, res) => {
    res.type('html').send(docsPage)
  })
  router.get('/docs/init.js', (_req, res) => res.type('application/javascript').send(docsInit))
  router.use('/docs/assets', express.static(assets, { index: false, maxAge: '1d' }))
  return router
}
