import { randomUUID } from 'node:crypto'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  FilterOptions,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'
import { APIError, ValidationError } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import { defaultLocale, isLocale, locales, type Locale, type Localized } from '../src/config/locales.js'
import { groups, labels, localizedRichText, localizedText, sortOrderField, statusField } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { lockCollectionWritesHook } from '../src/db/rowLock.js'
import { messageFor } from '../src/i18n/messages.js'

export const STAFF_SORT_MAX = 9999

/** The ids of a unit and all units below it, one query per level of the tree (inside `req`'s transaction when given). */
export async function unitAndDescendants(payload: Payload, id: number, req?: PayloadRequest): Promise<Set<number>> {
  const found = new Set<number>([id])
  let frontier = [id]
  while (frontier.length > 0) {
    const { docs } = await payload.find({
      collection: 'staff-units',
      where: { parent: { in: frontier } },
      pagination: false,
      depth: 0,
      select: {},
      req,
      // Structural check: the whole tree matters, whoever asks.
      overrideAccess: true,
    })
    frontier = docs.map((doc) => Number(doc.id)).filter((child) => !found.has(child))
    frontier.forEach((child) => found.add(child))
  }
  return found
}

/** The one cycle rule: a unit cannot sit below itself or one of its descendants. */
export const wouldCycle = async (payload: Payload, unitId: number, parentId: number, req?: PayloadRequest) =>
  (await unitAndDescendants(payload, unitId, req)).has(parentId)

/** The parent picker offers neither the unit itself nor a unit below it; `refuseCycles` still guards every write. */
const outsideOwnSubtree: FilterOptions = async ({ id, req }) =>
  id === undefined || id === null || id === ''
    ? true
    : { id: { not_in: [...(await unitAndDescendants(req.payload, Number(id), req))] } }

/** A unit cannot sit below itself or one of its descendants (before the fields' validation, so this message is the one shown). */
const refuseCycles: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc || data.parent === undefined || data.parent === null) return data
  const parent = typeof data.parent === 'object' ? Number(data.parent.id) : Number(data.parent)
  if (await wouldCycle(req.payload, Number(originalDoc.id), parent, req)) {
    throw new ValidationError(
      { collection: 'staff-units', errors: [{ path: 'parent', message: messageFor(req, 'staffUnitCycle') }] },
      req.t,
    )
  }
  return data
}

/** Units with sub-units cannot be deleted: they would be orphaned. */
const refuseDeleteWithChildren: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'staff-units',
    where: { parent: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new APIError(messageFor(req, 'staffUnitHasChildren', { count: totalDocs }), 409, null, true)
}

const relationId = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return id === null || id === undefined || id === '' ? null : Number(id)
}

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== ''

interface StoredUnit {
  id: number
  name: Localized
  parent: number | null
}

/** Units' parents and names in every locale as stored, in `req`'s transaction (the adapter, unlike the Local API, leaves `req`'s locale alone). */
async function storedUnits(req: PayloadRequest, where: Where): Promise<StoredUnit[]> {
  const { docs } = await req.payload.db.find<{ id: number; name?: Localized; parent?: unknown }>({
    collection: 'staff-units',
    where,
    locale: 'all',
    pagination: false,
    req,
    select: { name: true, parent: true },
  })
  return docs.map((doc) => ({ id: Number(doc.id), name: doc.name ?? {}, parent: relationId(doc.parent) }))
}

/** The units above `parent` (itself included), root first; `seen` holds the unit below, so a broken cycle ends the walk. */
async function unitsAbove(req: PayloadRequest, parent: number | null, seen: Set<number>): Promise<StoredUnit[]> {
  const path: StoredUnit[] = []
  for (let next = parent; next !== null && !seen.has(next);) {
    seen.add(next)
    const [unit] = await storedUnits(req, { id: { equals: next } })
    if (!unit) break
    path.unshift(unit)
    next = unit.parent
  }
  return path
}

/**
 * A path in one locale (the shape of the nested-docs plugin, whose stored field this was): the ids as the address, each
 * unit's name in that locale as the label, else the default locale's (as the site shows it). A new unit has no id yet:
 * `refreshBreadcrumbs` fills it in after the create.
 */
const breadcrumbsIn = (path: { id: number | null; name: Localized }[], locale: Locale) =>
  path.map((unit, index) => {
    const own = unit.name[locale]
    return {
      doc: unit.id,
      url: path
        .slice(0, index + 1)
        .map((step) => (step.id === null ? '' : `/${step.id}`))
        .join(''),
      label: filled(own) ? own : (unit.name[defaultLocale] ?? ''),
    }
  })

/**
 * The unit's path in the locale being written, derived here whatever the client sent: rows handed back from a read
 * with fallback carry another locale's row ids, which collide. New rows get new ids.
 */
const deriveBreadcrumbs: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const locale = req.locale
  if (!isLocale(locale)) return data
  const id = relationId(originalDoc?.id)
  const name: Localized = id === null ? {} : ((await storedUnits(req, { id: { equals: id } }))[0]?.name ?? {})
  if (data.name !== undefined) name[locale] = data.name as string | null
  const parent = relationId(data.parent !== undefined ? data.parent : originalDoc?.parent)
  const above = await unitsAbove(req, parent, new Set(id === null ? [] : [id]))
  data.breadcrumbs = breadcrumbsIn([...above, { id, name }], locale)
  return data
}

/**
 * After a create, a move or a rename, the paths of the unit and every unit below it, in every locale (a rename in the
 * default locale relabels the locales that fall back to it). Written straight to the database: the paths are derived
 * data, worth no version, audit entry or hook run per unit.
 */
const refreshBreadcrumbs: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const id = Number(doc.id)
  const moved = operation === 'create' || relationId(doc.parent) !== relationId(previousDoc?.parent)
  if (!moved && JSON.stringify(doc.name) === JSON.stringify(previousDoc?.name)) return doc
  const [unit] = await storedUnits(req, { id: { equals: id } })
  if (!unit) return doc
  const seen = new Set([id])
  let level = [[...(await unitsAbove(req, unit.parent, seen)), unit]]
  while (level.length > 0) {
    for (const path of level) {
      const breadcrumbs = Object.fromEntries(
        locales.map((locale) => [locale, breadcrumbsIn(path, locale).map((crumb) => ({ id: randomUUID(), ...crumb }))]),
      )
      await req.payload.db.updateOne({
        collection: 'staff-units',
        id: path[path.length - 1].id,
        data: { breadcrumbs },
        req,
        returning: false,
      })
      // The saved unit is answered with its path as stored (a new unit's own id included).
      if (path[path.length - 1].id === id && isLocale(req.locale)) doc.breadcrumbs = breadcrumbs[req.locale]
    }
    const pathOf = new Map(level.map((path) => [path[path.length - 1].id, path]))
    level = []
    for (const child of await storedUnits(req, { parent: { in: [...pathOf.keys()] } })) {
      if (seen.has(child.id)) continue
      seen.add(child.id)
      level.push([...pathOf.get(child.parent as number)!, child])
    }
  }
  return doc
}

/** Staff units (contract 4.5, source part 4.3): the fund's organisational tree. */
export const StaffUnits: CollectionConfig = withAuditTrail({
  slug: 'staff-units',
  labels: {
    singular: labels('Staff unit', 'Подразделение', "Bo'linma"),
    plural: labels('Staff units', 'Структура', 'Tuzilma'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'parent', 'headName', 'status', 'sortOrder'],
    group: groups.structure,
    listSearchableFields: ['name', 'headName'],
    components: { beforeListTable: ['/src/admin/StaffUnitTree.tsx#StaffUnitTree'] },
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  // Writes resave the subtree's breadcrumbs: one at a time (src/db/rowLock.ts).
  custom: { writeLock: true },
  hooks: {
    beforeOperation: [lockCollectionWritesHook],
    beforeChange: [refuseCycles, deriveBreadcrumbs],
    afterChange: [refreshBreadcrumbs],
    beforeDelete: [refuseDeleteWithChildren],
  },
  fields: [
    localizedText('name', labels('Name', 'Название', 'Nomi'), { required: true }),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'staff-units',
      index: true,
      filterOptions: outsideOwnSubtree,
      label: labels('Parent unit', 'Вышестоящее подразделение', "Yuqori bo'linma"),
      admin: { position: 'sidebar' },
    },
    localizedText('headName', labels('Head', 'Руководитель', 'Rahbar')),
    ...localizedRichText('duties', labels('Duties', 'Функции', 'Vazifalar')),
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', maxLength: 32, label: labels('Phone', 'Телефон', 'Telefon') },
        { name: 'email', type: 'email', label: labels('Email', 'Эл. почта', 'Elektron pochta') },
      ],
    },
    statusField(),
    sortOrderField(STAFF_SORT_MAX),
    // The unit's path for editors: its units' names, read from the breadcrumbs below.
    {
      name: 'path',
      type: 'ui',
      label: labels('Path in the structure', 'Путь в структуре', "Tuzilmadagi o'rni"),
      admin: { position: 'sidebar', components: { Field: '/src/admin/staffUnits/StaffUnitPath.tsx#StaffUnitPath' } },
    },
    // Each unit's path in every locale (ids and names), derived by the hooks above for the tree's readers; kept out of
    // the audit trail and, being ids, out of the admin UI (the `path` line above shows it).
    {
      name: 'breadcrumbs',
      type: 'array',
      localized: true,
      custom: { audit: false },
      label: labels('Path in the structure', 'Путь в структуре', "Tuzilmadagi o'rni"),
      admin: { disabled: true, readOnly: true },
      fields: [
        { name: 'doc', type: 'relationship', relationTo: 'staff-units', maxDepth: 0 },
        { name: 'url', type: 'text' },
        { name: 'label', type: 'text' },
      ],
    },
  ],
})
