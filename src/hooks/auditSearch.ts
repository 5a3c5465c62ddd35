import type { CollectionBeforeOperationHook, SanitizedConfig, Where } from 'payload'
import { entityLabel } from '../i18n/entityLabel.js'
import { auditActions } from './audit.js'

type Labels = Record<string, string>

/** Texts a search term may match for a stored code: the code itself and its labels in every language. */
export type LabelsOf = (code: string) => Labels | undefined

const matches = (term: string, code: string, labels: Labels | undefined) => {
  const needle = term.trim().toLocaleLowerCase()
  return [code, ...Object.values(labels ?? {})].some((text) => text.toLocaleLowerCase().includes(needle))
}

const TEXT_OPERATORS = ['like', 'contains'] as const
const NOTHING: Where = { id: { equals: 0 } }

/**
 * The audit trail's search looks for the typed text in `action` (an enum in PostgreSQL, where a substring match is an
 * error) and `resource` (a slug an editor knows by its label). Text conditions on them become exact matches of the
 * codes whose code or label contains the text, in every language.
 */
export function rewriteCodeSearch(
  where: Where,
  fields: Record<string, { codes: readonly string[]; labels: LabelsOf; keepText: boolean }>,
): Where {
  const out: Where = {}
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      const rewritten = (condition as Where[]).map((item) => rewriteCodeSearch(item, fields))
      out[key] = key === 'and' ? [...((out.and as Where[] | undefined) ?? []), ...rewritten] : rewritten
      continue
    }
    const spec = fields[key]
    const operator =
      spec && condition && typeof condition === 'object'
        ? TEXT_OPERATORS.find((op) => op in (condition as object))
        : undefined
    if (!spec || !operator) {
      out[key] = condition
      continue
    }
    const term = String((condition as Record<string, unknown>)[operator] ?? '')
    const codes = spec.codes.filter((code) => matches(term, code, spec.labels(code)))
    const exact: Where = codes.length ? { [key]: { in: codes } } : NOTHING
    const replaced: Where = spec.keepText ? { or: [{ [key]: condition }, exact] } : exact
    out.and = [...((out.and as Where[] | undefined) ?? []), replaced]
  }
  return out
}

type Config = SanitizedConfig

const resourceCache = new WeakMap<Config, Map<string, Labels>>()

/** Every collection and global an entry can be about, with its (plural) label in each language. */
const resourcesOf = (config: Config): Map<string, Labels> => {
  let resources = resourceCache.get(config)
  if (!resources) {
    const known = new Map<string, Labels>()
    for (const slug of [...config.collections.map((c) => c.slug), ...config.globals.map((g) => g.slug)]) {
      const label = entityLabel(config, slug)
      if (label) known.set(slug, typeof label === 'string' ? { en: label } : label)
    }
    resourceCache.set(config, known)
    resources = known
  }
  return resources
}

/** The beforeOperation hook of the audit trail: finds and counts (admin UI search, REST `where`) go through it. */
export const searchAuditCodes =
  (actionLabels: LabelsOf): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    const query = args as { where?: Where }
    if (!['read', 'count'].includes(operation) || !query?.where) return args
    const resources = resourcesOf(req.payload.config)
    query.where = rewriteCodeSearch(query.where, {
      action: { codes: auditActions, labels: actionLabels, keepText: false },
      resource: { codes: [...resources.keys()], labels: (code) => resources.get(code), keepText: true },
    })
    return args
  }
