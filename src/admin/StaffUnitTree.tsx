import type { ServerProps, TypedLocale } from 'payload'
import React from 'react'
import { interfaceText } from '../i18n/interfaceText.js'

interface Unit {
  id: number
  name?: string | null
  parent?: number | { id: number } | null
  status?: string | null
  sortOrder?: number | null
}

type Node = Unit & { children: Node[] }

const parentId = (unit: Unit) =>
  unit.parent && typeof unit.parent === 'object' ? unit.parent.id : (unit.parent ?? null)

/** Units under their parents, siblings by sort order; a unit whose parent is out of reach stands at the top. */
export function buildTree(units: Unit[]): Node[] {
  const nodes = new Map(units.map((unit) => [unit.id, { ...unit, children: [] as Node[] }]))
  const roots: Node[] = []
  for (const node of nodes.values()) {
    const parent = parentId(node)
    const host = parent === null ? undefined : nodes.get(parent)
    if (host) host.children.push(node)
    else roots.push(node)
  }
  const order = (list: Node[]) => {
    list.sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.id - b.id)
    list.forEach((node) => order(node.children))
    return list
  }
  return order(roots)
}

/** The staff structure as a tree above the staff-unit list (the list itself stays flat, with breadcrumbs). */
export async function StaffUnitTree({ payload, i18n, user, locale }: ServerProps & { locale?: { code?: string } }) {
  const { docs } = await payload.find({
    collection: 'staff-units',
    limit: 2000,
    depth: 0,
    pagination: false,
    sort: 'sortOrder',
    // Payload types the admin UI's locale code as any string, not as one of the configured locales its find takes.
    locale: (locale?.code ?? undefined) as TypedLocale | undefined,
    select: { name: true, parent: true, status: true, sortOrder: true },
    user,
    overrideAccess: false,
  })
  const tree = buildTree(docs)
  const admin = payload.config.routes.admin
  const render = (nodes: Node[]): React.ReactNode => (
    <ul>
      {nodes.map((node) => (
        <li key={node.id} data-unit-id={node.id}>
          <a
            href={`${admin}/collections/staff-units/${node.id}`}
            className={node.status === '0' ? 'agrofund-tree__hidden' : undefined}
          >
            {node.name || `#${node.id}`}
          </a>
          {node.status === '0' ? <span className="agrofund-pill">{interfaceText(i18n, 'hidden')}</span> : null}
          {node.children.length ? render(node.children) : null}
        </li>
      ))}
    </ul>
  )
  return (
    <details className="agrofund-tree" open data-testid="staff-unit-tree">
      <summary>{interfaceText(i18n, 'structureTree')}</summary>
      {tree.length ? render(tree) : <p>{interfaceText(i18n, 'nothingYet')}</p>}
    </details>
  )
}
