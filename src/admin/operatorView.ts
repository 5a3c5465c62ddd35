import type { CollectionConfig, GlobalConfig } from 'payload'
import { isContentEditor } from '../access/roles.js'

type Hidden = NonNullable<NonNullable<CollectionConfig['admin']>['hidden']>

const operatorOr =
  (hidden: Hidden | undefined): Hidden =>
  (args) =>
    (args.user as { role?: string } | null)?.role === 'operator' ||
    (typeof hidden === 'function' ? hidden(args) : Boolean(hidden))

/**
 * Operators work appeals and assistant sessions (contract section 2): content, which only the content roles write,
 * is left out of their admin UI (navigation, lists, dashboard counts). They can still read what the public reads.
 */
export function hiddenFromOperators<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const access = config.access as { create?: unknown; update?: unknown } | undefined
  const writtenByContentRoles = access?.create === isContentEditor || access?.update === isContentEditor
  if (!writtenByContentRoles) return config
  return { ...config, admin: { ...config.admin, hidden: operatorOr(config.admin?.hidden as Hidden | undefined) } }
}
