import type { SanitizedConfig } from 'payload'

/** How editors know a collection (its plural label) or a global (its label), in every language; undefined when unknown. */
export function entityLabel(config: SanitizedConfig, slug: string): Record<string, string> | string | undefined {
  const collection = config.collections.find((entry) => entry.slug === slug)
  const label = collection ? collection.labels?.plural : config.globals.find((entry) => entry.slug === slug)?.label
  return typeof label === 'string' || (label && typeof label === 'object')
    ? (label as Record<string, string> | string)
    : undefined
}
