import type { Payload } from 'payload'
import type { FieldRules } from '../../src/api/validation/fields.js'
import { createImage, createPdf } from '../factories.js'

/** A counterexample that leaves the field out of its object (for rules about absence, such as `required_if`). */
export const ABSENT = Symbol('absent')

/** What a counterexample may look at. */
export interface BreachContext {
  /** The rule's argument: `255` of `max:255`, `programs,slug` of `unique:programs,slug`; '' when it has none. */
  arg: string
  /** The field the rule belongs to (its type decides what "too long" means). */
  spec: FieldRules
  /** The field's own name (`slug`, `media_id`) and its dotted path (`photos.0.media_id`). */
  name: string
  path: string
  /** create (POST) or update (PUT, of `recordId`). */
  mode: 'create' | 'update'
  recordId?: number
  payload: Payload
  /** A stored record of `collection` other than the one being updated; made by the resource's factory when needed. */
  storedOther: (collection: string) => Promise<Record<string, unknown>>
}

export interface Counterexample {
  /** Values that each break the rule (ABSENT leaves the field out). */
  values: (ctx: BreachContext) => unknown[] | Promise<unknown[]>
  /** Other fields of the same object the breach needs (the `_confirmation` of `confirmed`). */
  siblings?: (ctx: BreachContext) => Record<string, unknown>
  /** Why the rule cannot be broken when creating: its create case is skipped with this reason. */
  updateOnly?: string
}

const number = (text: string) => {
  const value = Number(text)
  if (!Number.isFinite(value)) throw new Error(`not a number: ${text}`)
  return value
}
const size = (ctx: BreachContext, length: number): unknown => {
  if (ctx.spec.type === 'integer' || ctx.spec.type === 'number') return length
  if (length < 0) throw new Error(`${ctx.path}: no ${ctx.spec.type} has ${length} elements`)
  if (ctx.spec.type === 'list' || ctx.spec.type === 'array' || ctx.spec.type === 'any')
    return Array.from({ length }, () => null)
  if (ctx.spec.type === 'string') {
    // An empty string is "no value" (required/nullable decide), not a short one.
    if (length < 1) throw new Error(`${ctx.path}: no non-empty string is shorter than 1 character`)
    return 'x'.repeat(length)
  }
  throw new Error(`${ctx.path}: no size counterexample for type ${ctx.spec.type}`)
}
const [first, second] = [(arg: string) => arg.split(',')[0], (arg: string) => arg.split(',')[1]]

/**
 * What breaks each validation rule, by the rule's name up to its first `:` (`max` for `max:255`). The generated cases
 * send every declared rule of every field one of these values and expect the rule's key at the field's dotted path; a
 * rule with no row here fails its generated case, so a new rule cannot go untested. Add a row beside its rule.
 */
export const counterexamples: Record<string, Counterexample> = {
  string: { values: () => [42] },
  integer: { values: () => ['abc', 1.5] },
  numeric: { values: () => ['abc'] },
  boolean: { values: () => ['maybe'] },
  array: { values: () => ['text'] },
  object: { values: () => ['text', []] },
  list: { values: () => ['text', {}] },
  max: { values: (ctx) => [size(ctx, number(ctx.arg) + 1)] },
  min: { values: (ctx) => [size(ctx, number(ctx.arg) - 1)] },
  between: {
    values: (ctx) => {
      const [low, high] = ctx.arg.split(',').map(number)
      const below = ctx.spec.type === 'string' && low <= 1 ? [] : [size(ctx, low - 1)]
      return [...below, size(ctx, high + 1)]
    },
  },
  in: {
    values: (ctx) => {
      const allowed = ctx.arg.split(',')
      if (ctx.spec.type === 'integer' || ctx.spec.type === 'number') return [Math.max(...allowed.map(number)) + 1]
      return ['zz-not-listed'].filter((value) => !allowed.includes(value))
    },
  },
  regex: {
    values: (ctx) => {
      const pattern = new RegExp(ctx.arg)
      return ['Not A Slug!', '-x-', '#'].filter((value) => !pattern.test(value)).slice(0, 1)
    },
  },
  email: { values: () => ['not-an-email', 'x@'] },
  // `url:youtube,vimeo` also refuses other hosts.
  url: { values: (ctx) => ['not a url', ...(ctx.arg ? ['https://example.com/video'] : [])] },
  // Year 0000 is ISO 8601 but not PostgreSQL: a date rule that let it through would turn into a refused statement.
  date: { values: () => ['2025-02-30', 'yesterday', '0000-01-01'] },
  date_time: { values: () => ['2025-02-30T10:00:00Z', '2025-01-01T25:00', '0000-01-01T10:00:00Z'] },
  accepted: { values: () => [false, 'no'] },
  confirmed: {
    values: () => ['first-secret-1'],
    siblings: (ctx) => ({ [`${ctx.name}_confirmation`]: 'other-secret-2' }),
  },
  current_password: { values: () => ['not-the-callers-password'] },
  // On the shipped list of common passwords (any letter case), and a run of digits (src/auth/passwordPolicy.ts).
  uncompromised: { values: () => ['Password1', '12345678'] },
  exists: {
    values: (ctx) => [second(ctx.arg) === undefined || second(ctx.arg) === 'id' ? 99999999 : 'zz-no-such-value'],
  },
  unique: {
    values: async (ctx) => {
      const stored = await ctx.storedOther(first(ctx.arg))
      return [stored[second(ctx.arg)]]
    },
  },
  // wire.media: a stored file of the wrong kind.
  media: {
    values: async (ctx) => {
      if (ctx.arg === 'image') return [(await createPdf(ctx.payload)).id]
      if (ctx.arg === 'document') return [(await createImage(ctx.payload)).id]
      throw new Error(`media:${ctx.arg} refuses no stored file: nothing to break`)
    },
  },
  // staffUnits: the unit itself (its descendants are the resource's own test).
  not_in: { values: (ctx) => [ctx.recordId], updateOnly: 'the unit itself exists only once stored' },
}

/** The row for a rule name (`max:255` → `max`), or undefined when the table lacks it. */
export function counterexampleFor(ruleName: string): { counterexample?: Counterexample; arg: string } {
  const colon = ruleName.indexOf(':')
  const prefix = colon === -1 ? ruleName : ruleName.slice(0, colon)
  return { counterexample: counterexamples[prefix], arg: colon === -1 ? '' : ruleName.slice(colon + 1) }
}
