import { contentRoles } from '../src/access/roles.js'
import { adminRoutes } from '../src/api/crud.js'
import { pickLocale } from '../src/api/localization.js'
import { exact, searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { ok, type RouteSpec } from '../src/api/route.js'
import { rules } from '../src/api/validation/rules.js'
import { wire, type WireField } from '../src/api/wire.js'
import type { Locale, Localized } from '../src/config/locales.js'
import { publicReader, type Row } from '../src/db/publicReader.js'
import { STAFF_SORT_MAX, wouldCycle } from '../collections/StaffUnits.js'


/** On update, the parent may not be the unit itself or one of its descendants (the collection hook guards the admin UI). */
const notOwnSubtree = rules.custom('validation.not_in', 'not_in:self,descendants', async (value, { payload, recordId }) => {
  if (recordId === undefined || !/^\d{1,15}$/.test(String(value))) return true
  return !(await wouldCycle(payload, Number(recordId), Number(value)))
})

const parentRelation = (): WireField => {
  const base = wire.relation('parent', 'staff-units')
  return { ...base, rules: { ...base.rules, rules: [...base.rules.rules, notOwnSubtree] } }
}

/** Staff units — contract 4.5 (rows 98–102). */
export const staffUnits: ResourceDef = {
  name: 'staff-units',
  collection: 'staff-units',
  adminPath: '/admin/staff-units',
  idParam: 'staffUnit_id',
  roles: contentRoles,
  fields: {
    name: wire.localized('name', { required: true }),
    parent_id: parentRelation(),
    head_name: wire.localized('headName'),
    duties: wire.localizedHtml('duties'),
    phone: wire.text('phone', { max: 32, nullable: true }),
    email: wire.email('email', { nullable: true }),
    status: wire.status(),
    sort_order: wire.sortOrder(STAFF_SORT_MAX),
  },
  adminList: {
    filters: {
      status: statusFilter(),
      parent_id: exact('parent', 'integer'),
      search: searchFilter([{ name: 'name', localized: true }, { name: 'headName', localized: true }]),
    },
    sorts: { sort_order: 'sortOrder', id: 'id' },
    defaultSort: 'sort_order',
  },
}

interface PublicUnit {
  id: number
  name: string | null
  head_name: string | null
  duties: string | null
  phone: string | null
  email: string | null
  children: PublicUnit[]
}

/**
 * The public tree from one ordered read of the visible (active) units. A unit hangs below its parent only when the
 * parent is visible too, so a hidden unit takes its whole subtree with it; siblings keep the read's order.
 */
export function unitTree(rows: Row[], locale: Locale): PublicUnit[] {
  const nodes = new Map<number, PublicUnit>()
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: pickLocale(row.name as Localized, locale),
      head_name: pickLocale(row.headName as Localized, locale),
      duties: pickLocale(row.dutiesHtml as Localized, locale),
      phone: (row.phone as string | null) ?? null,
      email: (row.email as string | null) ?? null,
      children: [],
    })
  }
  const roots: PublicUnit[] = []
  for (const row of rows) {
    const node = nodes.get(row.id) as PublicUnit
    if (row.parent === null || row.parent === undefined) roots.push(node)
    else nodes.get(Number(row.parent))?.children.push(node)
  }
  return roots
}

const publicTree: RouteSpec = {
  method: 'GET',
  path: '/staff-units',
  summary: 'The tree of active staff units',
  tag: 'staff-units',
  audience: 'public',
  localized: true,
  responses: [{ status: 200, description: '{data: [unit]}, each unit with its active children, in the request locale' }],
  handler: async (ctx) => {
    const { docs } = await publicReader(ctx.payload).find({
      collection: 'staff-units',
      sort: ['sortOrder', 'id'],
      fields: ['name', 'parent', 'headName', 'dutiesHtml', 'phone', 'email'],
    })
    return ok({ data: unitTree(docs, ctx.locale) })
  },
}

export const staffUnitsRoutes: RouteSpec[] = [publicTree, ...adminRoutes(staffUnits)]
