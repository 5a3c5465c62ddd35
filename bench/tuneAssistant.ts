import { readFileSync } from 'node:fs'
import { judge, type Topic } from '../src/assistant/decision.js'
import {
  confidenceOf,
  namesUnpublishedThing,
  scoring,
  unknownShareOf,
  type Features,
  type Scoring,
  type UnitTraits,
} from '../src/search/retrieve.js'
import type { SearchKind } from '../src/search/sources.js'

/**
 * Weighs other scoring values (src/search/retrieve.ts `Scoring`) and handoff thresholds against the tuning half only,
 * from what `EVAL_DUMP=file npm run eval:assistant` wrote: `npx tsx bench/tuneAssistant.ts file`. Prints the current
 * values' result and the best combinations of a coarse grid (TUNE_B=0.3,0.4 ... narrows a value's list); it changes
 * nothing. The held-out half is never read.
 */
interface Dumped {
  form: string
  text: string
  want: string[]
  before: 'person' | 'smalltalk' | null
  topic: Topic
  traits: UnitTraits[]
  candidates: { label: string; type: SearchKind; id: number; rank: number; features: Features }[]
}

const order: SearchKind[] = ['knowledge', 'faqs', 'programs', 'legal_documents']
const questions = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Dumped[]

function evaluate(with_: Scoring, threshold: number) {
  const perForm = new Map<string, { right: number; total: number }>()
  let right = 0
  for (const q of questions) {
    const handoffWanted = q.want[0] === 'offtopic' || q.want[0] === 'person'
    let ok: boolean
    if (q.before === 'person') ok = handoffWanted
    else if (q.before === 'smalltalk') ok = false
    else {
      const scored = q.candidates
        .map((c) => ({ ...c, ...confidenceOf(c.features, q.traits, with_) }))
        .sort(
          (a, b) =>
            b.confidence - a.confidence ||
            order.indexOf(a.type) - order.indexOf(b.type) ||
            b.rank - a.rank ||
            a.id - b.id,
        )
      const verdict = judge(q.topic, scored[0], threshold, {
        unpublishedThing: namesUnpublishedThing(q.traits, scored[0]?.features),
        unknownShare: unknownShareOf(q.traits),
      })
      ok = handoffWanted ? verdict !== 'answered' : verdict === 'answered' && q.want.includes(scored[0].label)
    }
    const form = perForm.get(q.form) ?? { right: 0, total: 0 }
    form.total++
    if (ok) {
      form.right++
      right++
    }
    perForm.set(q.form, form)
  }
  const worst = Math.min(...[...perForm.values()].map((f) => f.right / f.total))
  return { right, worst, perForm }
}

const show = (label: string, result: ReturnType<typeof evaluate>) =>
  console.log(
    `${label}: ${result.right}/${questions.length} right, worst form ${(100 * result.worst).toFixed(1)}%  ` +
      [...result.perForm].map(([form, f]) => `${form} ${f.right}/${f.total}`).join('  '),
  )

show(`current (threshold 0.15)`, evaluate(scoring, 0.15))
const results: { label: string; result: ReturnType<typeof evaluate> }[] = []
const grid = (name: string, values: number[]) =>
  process.env[`TUNE_${name}`] ? process.env[`TUNE_${name}`]!.split(',').map(Number) : values
for (const B of grid('B', [0.4, 0.5, 0.6, 0.7]))
  for (const C of grid('C', [0.3, 0.4, 0.5]))
    for (const titleShare of grid('TITLE', [0.2, 0.3, 0.4, 0.5, 0.6]))
      for (const objectMissed of grid('OBJECT', [0.5, 0.7, 1]))
        for (const titleTopicUnasked of grid('TOPIC', [0.6, 0.8, 1]))
          for (const titleObjectUnasked of grid('TITLEOBJECT', [0.5, 0.7, 0.9]))
            for (const documentUnasked of grid('DOCUMENT', [0.5, 0.7, 1]))
              for (const unknown of grid('UNKNOWN', [1.1, 2]))
                for (const threshold of grid('THRESHOLD', [0.1, 0.15, 0.2])) {
                  if (C > B) continue
                  const with_: Scoring = {
                    field: { A: 1, B, C },
                    titleShare,
                    objectMissed,
                    titleTopicUnasked,
                    titleObjectUnasked,
                    documentUnasked,
                    corrected: 0.5,
                    unknown,
                  }
                  const label = `B ${B} C ${C} title ${titleShare} object ${objectMissed} topic ${titleTopicUnasked} title-object ${titleObjectUnasked} document ${documentUnasked} unknown ${unknown} threshold ${threshold}`
                  results.push({ label, result: evaluate(with_, threshold) })
                }
results.sort((a, b) => b.result.right - a.result.right || b.result.worst - a.result.worst)
for (const { label, result } of results.slice(0, 15)) show(label, result)
