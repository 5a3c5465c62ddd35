import { expect, it } from 'vitest'
import type { RouteSpec } from '../../src/api/route.js'
import type { FieldRules, RuleSet } from '../../src/api/validation/fields.js'
import { defaultLocale, locales } from '../../src/config/locales.js'
import { ABSENT, counterexampleFor, type BreachContext } from './counterexamples.js'

/** Where a value sits in a body: its dotted path, and how to build a body holding it (with siblings in its object). */
export interface Slot {
  path: string
  name: string
  spec: FieldRules
  /** Top-level field of the body the slot belongs to. */
  top: string
  /** Inside a list item or a nested object: checked as a create whatever the method (nested objects are whole). */
  nested: boolean
  place: (value: unknown, siblings?: Record<string, unknown>) => Record<string, unknown>
}

/** A localized field's container (`title`, holding `{uz, ru, en}`) for the locale cases. */
export interface LocalizedSlot extends Slot {
  localizedContainer: true
}

const otherLocale = locales.find((locale) => locale !== defaultLocale)!

/**
 * Every place a rule of the rule set applies, as deep as it is declared: a localized field's value per locale, a
 * list's element (`.0`), an object's properties. A new kind of nesting is one more branch here.
 */
export function* slotsOf(ruleSet: RuleSet, at?: Slot): Generator<Slot | LocalizedSlot> {
  for (const [name, spec] of Object.entries(ruleSet)) {
    const path = at ? `${at.path}.${name}` : name
    const place = (value: unknown, siblings: Record<string, unknown> = {}) => {
      const object: Record<string, unknown> = { ...siblings }
      if (value !== ABSENT) object[name] = value
      return at ? at.place(object) : object
    }
    yield* slotsOfField({ path, name, spec, top: at?.top ?? name, nested: at !== undefined, place })
  }
}

function* slotsOfField(slot: Slot): Generator<Slot | LocalizedSlot> {
  if (slot.spec.localized) {
    yield { ...slot, localizedContainer: true }
    // Each locale's value follows the rest of the spec.
    const perLocale: Slot = {
      ...slot,
      path: `${slot.path}.${defaultLocale}`,
      spec: { ...slot.spec, localized: false, required: false, requiredLocale: false },
      place: (value) => slot.place({ [defaultLocale]: value }),
    }
    yield* slotsOfField(perLocale)
    return
  }
  yield slot
  if (slot.spec.items) {
    const element: Slot = {
      ...slot,
      path: `${slot.path}.0`,
      spec: slot.spec.items,
      nested: true,
      place: (value) => slot.place([value]),
    }
    yield* slotsOfField(element)
  }
  if (slot.spec.fields) yield* slotsOf(slot.spec.fields, { ...slot, place: (value) => slot.place(value) })
}

export interface BodyCaseContext {
  route: RouteSpec
  mode: 'create' | 'update'
  /** Sends a body and answers the status and the errors; the record under update is made on first use. */
  send: (body: Record<string, unknown>) => Promise<{ status: number; errors: Record<string, string[]>; wrote: boolean }>
  breach: (slot: Slot) => Promise<Omit<BreachContext, 'arg' | 'spec' | 'name' | 'path'>>
}

const short = (text: string) => (text.length > 48 ? `${text.slice(0, 45)}…` : text)

/** One generated case per rule of every slot, and per presence flag (required, required_if, the default locale). */
export function describeBodyCases(ruleSet: RuleSet, ctx: BodyCaseContext) {
  const expectRefused = async (body: Record<string, unknown>, path: string, key: string, top: string) => {
    const answer = await ctx.send(body)
    expect(answer.status, `${JSON.stringify(body).slice(0, 200)} → ${path}`).toBe(422)
    expect(
      answer.errors[path] ?? [],
      `errors of ${JSON.stringify(body).slice(0, 200)}: ${JSON.stringify(answer.errors)}`,
    ).toContain(key)
    // An update checks only what it is sent (and what is declared to be checked with it): nothing else may be reported.
    const alongside = Object.entries(ruleSet)
      .filter(([, spec]) => spec.checkedWith === top)
      .map(([name]) => name)
    if (ctx.mode === 'update')
      for (const other of Object.keys(answer.errors))
        expect(other === top || other.startsWith(`${top}.`) || alongside.includes(other), other).toBe(true)
    expect(answer.wrote, 'a refused write leaves no audit entry').toBe(false)
  }
  const asCreate = (slot: Slot) => ctx.mode === 'create' || slot.nested

  for (const slot of slotsOf(ruleSet)) {
    if ('localizedContainer' in slot) {
      it(`rejects an unknown locale in ${slot.path} with validation.in`, () =>
        expectRefused(slot.place({ xx: 'y' }), `${slot.path}.xx`, 'validation.in', slot.top))
      it(`rejects ${slot.path} that is not an object of locales with validation.array`, () =>
        expectRefused(slot.place('plain'), slot.path, 'validation.array', slot.top))
      if (slot.spec.requiredLocale) {
        const required = `${slot.path}.${defaultLocale}`
        if (asCreate(slot))
          it(`requires ${required} (absent, or only ${otherLocale} given)`, async () => {
            await expectRefused(slot.place(ABSENT), required, 'validation.required', slot.top)
            await expectRefused(slot.place({ [otherLocale]: 'x' }), required, 'validation.required', slot.top)
          })
        it(`requires ${required} to stay non-empty (empty or null)`, async () => {
          await expectRefused(slot.place({ [defaultLocale]: '' }), required, 'validation.required', slot.top)
          await expectRefused(slot.place(null), required, 'validation.required', slot.top)
        })
      } else if (!slot.spec.nullable) {
        it(`rejects null for ${slot.path} with validation.array`, () =>
          expectRefused(slot.place(null), slot.path, 'validation.array', slot.top))
      }
      continue
    }
    if (slot.spec.required) {
      if (asCreate(slot))
        it(`requires ${slot.path} (absent or empty)`, async () => {
          await expectRefused(slot.place(ABSENT), slot.path, 'validation.required', slot.top)
          await expectRefused(slot.place(''), slot.path, 'validation.required', slot.top)
        })
      it(`refuses null for the required ${slot.path}`, () =>
        expectRefused(slot.place(null), slot.path, 'validation.required', slot.top))
    }
    const requiredIf = slot.spec.requiredIf
    if (requiredIf) {
      it(`requires ${slot.path} while ${requiredIf.field} is ${requiredIf.values[0]} (validation.required_if)`, () =>
        expectRefused(
          slot.place(ABSENT, { [requiredIf.field]: requiredIf.values[0] }),
          slot.path,
          'validation.required_if',
          slot.top,
        ))
    }
    const checkedWith = slot.spec.checkedWith
    const lastRule = slot.spec.rules.at(-1)
    if (checkedWith && lastRule) {
      it(`checks ${slot.path} whenever ${checkedWith} is given, absent or not (${lastRule.key})`, () =>
        expectRefused(
          slot.place(ABSENT, { [checkedWith]: 'a-value-of-12-characters' }),
          slot.path,
          lastRule.key,
          checkedWith,
        ))
    }
    for (const rule of slot.spec.rules) {
      const { counterexample, arg } = counterexampleFor(rule.name)
      const title = `rejects ${slot.path} breaking ${short(rule.name)} with ${rule.key}`
      if (!counterexample) {
        it(title, () => {
          throw new Error(
            `no counterexample for the rule "${rule.name}": add a row to tests/support/counterexamples.ts`,
          )
        })
        continue
      }
      // A rule that only an update can break (the record must exist) is checked on the resource's PUT route instead.
      if (counterexample.updateOnly && asCreate(slot)) continue
      it(title, async () => {
        const breach: BreachContext = {
          ...(await ctx.breach(slot)),
          arg,
          spec: slot.spec,
          name: slot.name,
          path: slot.path,
          mode: asCreate(slot) ? 'create' : 'update',
        }
        const values = await counterexample.values(breach)
        if (values.length === 0) throw new Error(`the counterexamples of "${rule.name}" found no value that breaks it`)
        const siblings = counterexample.siblings?.(breach)
        for (const value of values) await expectRefused(slot.place(value, siblings), slot.path, rule.key, slot.top)
      })
    }
  }
}
