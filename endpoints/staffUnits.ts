import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import { exact, searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { rules } from '../src/api/validation/rules.js'
import { wire, type WireField } from '../src/api/wire.js'
import { STAFF_SORT_MAX, wouldCycle } from '../collections/StaffUnits.js'

/** On update, the parent may not be the unit itself or one of its descendants (the collection hook guards the admin UI). */
const notOwnSubtree = rules.custom(
  'validation.not_in',
  'not_in:self,descendants',
  async (value, { payload, recordId }) => {
    if (recordId === undefined || !/^\d{1,15}$/.test(String(value))) return true
    return !(await wouldCycle(payload, Number(recordId), Number(value)))
  },
)

const parentRelation = (): WireField<'staff-units'> => {
  const base = wire.relation<'staff-units'>('parent', 'staff-units')
  return { ...base, rules: { ...base.rules, rules: [...base.rules.rules, notOwnSubtree] } }
}

/** Staff units — contract 4.5 (rows 98–102). */
export const staffUnits: ResourceDef<'staff-units'> = {
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
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder', STAFF_SORT_MAX),
  },
  adminList: {
    filters: {
      status: statusFilter(),
      parent_id: exact('parent', 'integer'),
      search: searchFilter([
        { name: 'name', localized: true },
        { name: 'headName', localized: true },
      ]),
    },
    sorts: { sort_order: 'sortOrder', id: 'id' },
    defaultSort: 'sort_order',
  },
  public: {
    path: '/staff-units',
    // The tree of active units: a hidden unit takes its whole subtree with it; siblings keep the read's order.
    list: { paginated: false, sort: ['sortOrder'], tree: 'parent' },
    shows: {
      id: show.id(),
      name: show.localized('name'),
      head_name: show.localized('headName'),
      duties: show.html('dutiesHtml'),
      phone: show.nullable('phone'),
      email: show.nullable('email'),
    },
  },
}
