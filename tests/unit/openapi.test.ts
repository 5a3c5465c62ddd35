import { describe, expect, it } from 'vitest'
import { buildOpenApi } from '../../src/api/openapi.js'
import type { ListQuerySpec } from '../../src/api/query.js'
import { noContent, ok, type RouteSpec } from '../../src/api/route.js'
import { field, listOf, type RuleSet } from '../../src/api/validation/fields.js'
import { rules } from '../../src/api/validation/rules.js'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const staff = ['super_admin', 'admin', 'editor'] as const
const handler = async () => ok(null)

const list: ListQuerySpec = {
  filters: {
    status: { type: 'integer', multiple: true, where: () => ({}) },
    kind: { type: 'string', in: ['credit', 'leasing', 'subsidy'], where: () => ({}) },
    adopted_from: { type: 'date', where: () => ({}) },
    featured: { type: 'boolean', where: () => ({}) },
  },
  sorts: { sort_order: 'sortOrder', id: 'id' },
  defaultSort: 'sort_order',
}

const body: RuleSet = {
  slug: field('string', [rules.max(255), rules.regex(SLUG), rules.unique('programs', 'slug')], { required: true }),
  program_sector_id: field('integer', [rules.exists('program-sectors')], { nullable: true }),
  kind: field('string', [rules.in(['credit', 'leasing', 'subsidy'])], { required: true }),
  title: field('string', [rules.max(255)], { localized: true, requiredLocale: true, required: true }),
  required_documents: listOf(field('string', [rules.max(255)]), [], { localized: true, nullable: true }),
  status: field('integer', [rules.in([1, 0])]),
  sort_order: field('integer', [rules.min(0)]),
  staff_order: field('integer', [rules.between(0, 9999)]),
  adopted_on: field('date', [], { nullable: true }),
  email: field('string', [rules.max(255), rules.email()]),
}

const routes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/admin/programs',
    summary: 'List programs',
    tag: 'Programs',
    audience: staff,
    list,
    responses: [{ status: 200, description: 'A page of programs' }],
    handler,
  },
  {
    method: 'POST',
    path: '/admin/programs',
    summary: 'Create a program',
    tag: 'Programs',
    audience: staff,
    body,
    responses: [{ status: 201, description: 'Created' }],
    handler,
  },
  {
    method: 'PUT',
    path: '/admin/programs/:program_id',
    summary: 'Update a program',
    tag: 'Programs',
    audience: staff,
    body,
    responses: [{ status: 200, description: 'Updated' }],
    handler,
  },
  {
    method: 'DELETE',
    path: '/admin/programs/:program_id',
    summary: 'Delete a program',
    tag: 'Programs',
    audience: staff,
    responses: [{ status: 204, description: 'Deleted' }],
    handler: async () => noContent(),
  },
  {
    method: 'GET',
    path: '/programs/:slug',
    summary: 'Show a program',
    tag: 'Public',
    audience: 'public',
    localized: true,
    queryParams: [{ name: 'preview', description: 'Preview token' }],
    responses: [
      { status: 200, description: 'A program', schema: { type: 'object', properties: { data: { type: 'object' } } } },
    ],
    handler,
  },
  {
    method: 'GET',
    path: '/assistant/sessions/:token',
    summary: 'Show a conversation',
    tag: 'Assistant',
    audience: 'public',
    personal: true,
    responses: [{ status: 200, description: 'A conversation' }],
    handler,
  },
]

type Operation = {
  operationId: string
  tags: string[]
  summary: string
  description?: string
  security: unknown[]
  parameters: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[]
  responses: Record<string, { description: string; content?: unknown }>
  requestBody?: {
    required: boolean
    content: {
      'application/json': { schema: { type: string; properties: Record<string, unknown>; required?: string[] } }
    }
  }
}

const doc = buildOpenApi(routes, 'http://h')
const operation = (path: string, method: string) => (doc.paths[path] as Record<string, Operation>)[method]
const param = (op: Operation, name: string) => op.parameters.find((p) => p.name === name)

describe('buildOpenApi', () => {
  it('produces an OpenAPI 3.1.0 document served under /api/v1', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers).toEqual([{ url: 'http://h/api/v1' }])
    expect(doc.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } })
  })

  it('writes Express path parameters as {name} and groups methods per path', () => {
    expect(Object.keys(doc.paths)).toEqual([
      '/admin/programs',
      '/admin/programs/{program_id}',
      '/programs/{slug}',
      '/assistant/sessions/{token}',
    ])
    expect(Object.keys(doc.paths['/admin/programs'])).toEqual(['get', 'post'])
    expect(Object.keys(doc.paths['/admin/programs/{program_id}'])).toEqual(['put', 'delete'])
    expect(operation('/admin/programs/{program_id}', 'put').parameters[0]).toEqual({
      name: 'program_id',
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })
  })

  it('derives operation ids from the method and path', () => {
    expect(operation('/admin/programs', 'get').operationId).toBe('getAdminPrograms')
    expect(operation('/admin/programs/{program_id}', 'put').operationId).toBe('putAdminProgramsProgramId')
    expect(operation('/programs/{slug}', 'get').operationId).toBe('getProgramsSlug')
  })

  it('lists page, per_page, sort and one filter[...] parameter per allowed filter', () => {
    const op = operation('/admin/programs', 'get')
    expect(op.parameters.map((p) => p.name)).toEqual([
      'page',
      'per_page',
      'sort',
      'filter[status]',
      'filter[kind]',
      'filter[adopted_from]',
      'filter[featured]',
    ])
    expect(param(op, 'page')?.schema).toEqual({ type: 'integer', minimum: 1, default: 1 })
    expect(param(op, 'per_page')?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 15 })
    expect(param(op, 'sort')?.schema).toEqual({ type: 'string', default: 'sort_order' })
    expect(param(op, 'filter[status]')).toEqual({ name: 'filter[status]', in: 'query', schema: { type: 'integer' } })
    expect(param(op, 'filter[kind]')?.schema).toEqual({ type: 'string', enum: ['credit', 'leasing', 'subsidy'] })
    expect(param(op, 'filter[adopted_from]')?.schema).toEqual({ type: 'string' })
    expect(param(op, 'filter[featured]')?.schema).toEqual({ type: 'boolean' })
  })

  it("uses a list's own maxPerPage", () => {
    const big = buildOpenApi([{ ...routes[0], list: { ...list, maxPerPage: 500 } }], 'http://h')
    const op = (big.paths['/admin/programs'] as Record<string, Operation>).get
    expect(param(op, 'per_page')?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 500, default: 15 })
  })

  it('adds lang to localized routes and declared extra query parameters', () => {
    const op = operation('/programs/{slug}', 'get')
    expect(param(op, 'lang')).toEqual({
      name: 'lang',
      in: 'query',
      schema: { type: 'string', enum: ['uz', 'ru', 'en'] },
    })
    expect(param(op, 'preview')).toEqual({
      name: 'preview',
      in: 'query',
      required: false,
      description: 'Preview token',
      schema: { type: 'string' },
    })
    expect(param(operation('/admin/programs', 'get'), 'lang')).toBeUndefined()
  })

  it('builds the request body schema from the validation rules', () => {
    const schema = operation('/admin/programs', 'post').requestBody?.content['application/json'].schema
    expect(schema?.type).toBe('object')
    expect(schema?.properties).toEqual({
      slug: { type: 'string', maxLength: 255, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
      program_sector_id: { type: ['integer', 'null'] },
      kind: { type: 'string', enum: ['credit', 'leasing', 'subsidy'] },
      title: {
        type: 'object',
        description: 'Localized: {uz, ru, en}',
        properties: {
          uz: { type: 'string', maxLength: 255 },
          ru: { type: 'string', maxLength: 255 },
          en: { type: 'string', maxLength: 255 },
        },
        additionalProperties: false,
      },
      required_documents: {
        type: 'object',
        description: 'Localized: {uz, ru, en}',
        properties: {
          uz: { type: 'array', items: { type: 'string', maxLength: 255 } },
          ru: { type: 'array', items: { type: 'string', maxLength: 255 } },
          en: { type: 'array', items: { type: 'string', maxLength: 255 } },
        },
        additionalProperties: false,
      },
      status: { type: 'integer', enum: [1, 0] },
      sort_order: { type: 'integer', minimum: 0 },
      staff_order: { type: 'integer', minimum: 0, maximum: 9999 },
      adopted_on: { type: ['string', 'null'], format: 'date' },
      email: { type: 'string', maxLength: 255, format: 'email' },
    })
  })

  it('marks required fields on POST only', () => {
    expect(operation('/admin/programs', 'post').requestBody?.content['application/json'].schema.required).toEqual([
      'slug',
      'kind',
      'title',
    ])
    expect(
      operation('/admin/programs/{program_id}', 'put').requestBody?.content['application/json'].schema,
    ).not.toHaveProperty('required')
    expect(operation('/admin/programs/{program_id}', 'delete').requestBody).toBeUndefined()
  })

  it('documents 401 and 403 with bearer security on staff routes only', () => {
    const admin = operation('/admin/programs', 'get')
    expect(admin.security).toEqual([{ bearer: [] }])
    expect(admin.description).toBe('Roles: super_admin, admin, editor')
    expect(admin.responses['401']).toEqual({
      description: 'Unauthenticated.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    })
    expect(admin.responses['403']).toEqual({
      description: 'This action is unauthorized.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    })
    const open = operation('/programs/{slug}', 'get')
    expect(open.security).toEqual([])
    expect(open.responses).not.toHaveProperty('401')
    expect(open.responses).not.toHaveProperty('403')
  })

  it('documents 422 for bodies and lists, 400 for lists, 404 for paths with parameters, 304 for shared public reads', () => {
    expect(Object.keys(operation('/admin/programs', 'get').responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '422',
    ])
    expect(Object.keys(operation('/admin/programs', 'post').responses).sort()).toEqual(['201', '401', '403', '422'])
    // A write to one record may name the version it read (If-Match): 412 when it was saved since.
    expect(Object.keys(operation('/admin/programs/{program_id}', 'put').responses).sort()).toEqual([
      '200',
      '401',
      '403',
      '404',
      '412',
      '422',
    ])
    expect(Object.keys(operation('/admin/programs/{program_id}', 'delete').responses).sort()).toEqual([
      '204',
      '401',
      '403',
      '404',
      '412',
    ])
    expect(Object.keys(operation('/programs/{slug}', 'get').responses).sort()).toEqual(['200', '304', '404'])
    // Answers about one person are never kept, so never revalidated.
    expect(Object.keys(operation('/assistant/sessions/{token}', 'get').responses)).not.toContain('304')
  })

  it('documents optimistic concurrency: ETag on an admin record read, an optional If-Match on its writes', () => {
    const versioned = buildOpenApi(
      [
        {
          method: 'GET',
          path: '/admin/programs/:program_id',
          summary: 'Show a programs record',
          tag: 'programs',
          audience: ['super_admin', 'admin', 'editor'],
          responses: [{ status: 200, description: 'The record' }],
          versioned: true,
          handler: async () => ok({}),
        },
      ],
      'http://h',
    )
    const show = (versioned.paths['/admin/programs/{program_id}'] as Record<string, Operation>).get
    expect((show.responses['200'] as { headers?: Record<string, { schema: unknown }> }).headers?.ETag.schema).toEqual({
      type: 'string',
    })
    for (const method of ['put', 'delete'])
      expect(operation('/admin/programs/{program_id}', method).parameters).toContainEqual(
        expect.objectContaining({ name: 'If-Match', in: 'header', required: false }),
      )
    // Public reads and lists name no record version.
    expect(operation('/admin/programs', 'get').responses['200']).not.toHaveProperty('headers')
    expect(operation('/programs/{slug}', 'get').parameters.map((p: { name: string }) => p.name)).not.toContain(
      'If-Match',
    )
  })

  it('answers 204 without content and other statuses with their JSON schema', () => {
    expect(operation('/admin/programs/{program_id}', 'delete').responses['204']).toEqual({ description: 'Deleted' })
    expect(operation('/admin/programs', 'get').responses['200']).toEqual({
      description: 'A page of programs',
      content: { 'application/json': { schema: { type: 'object' } } },
    })
    expect(operation('/programs/{slug}', 'get').responses['200']).toEqual({
      description: 'A program',
      content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object' } } } } },
    })
  })
})
