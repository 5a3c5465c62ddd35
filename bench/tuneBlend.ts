import { readFileSync } from 'node:fs'

/**
 * `npx tsx bench/tuneBlend.ts /tmp/cross.json`: how the blend of the model and retrieval (src/assistant/bot.ts
 * `blend`) would score on a cross-validated tuning half (`EVAL_CROSS=1 EVAL_CROSS_DUMP=/tmp/cross.json npm run
 * eval:assistant`: each question answered by a model trained without it). Prints the best settings of a grid by
 * top-1 on the answerable questions, with handoff recall and the share of answerable questions handed off beside.
 * `npx tsx bench/tuneBlend.ts file '{"model":0.6}'` lists the settings that match instead.
 */
interface Row {
  want: string[]
  reason: string
  verdict: 'answered' | 'offtopic' | 'unsure'
  cue: boolean
  threshold: number
  retrieval: { label: string; confidence: number }[]
  model: { label: string; score: number; asked: number }[]
  offTopic: number
}
const rows = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Row[]
const isHandoff = (row: Row) => row.want.includes('offtopic') || row.want.includes('person')

function run(b: { model: number; rescue: number; asked: number; offTopic: number; margin: number; agree: number }) {
  let right = 0
  let answerable = 0
  let handedOffAnswerable = 0
  let handoffs = 0
  let caught = 0
  for (const row of rows) {
    const handoffCase = isHandoff(row)
    let handedOff: boolean
    let top: string | undefined
    if (row.reason === 'person' || row.reason === 'smalltalk') {
      handedOff = row.reason === 'person'
    } else {
      const scores = new Map(row.model.map((m) => [m.label, m.score]))
      const combined = row.retrieval.map((r) => {
        if (r.label.startsWith('legal_documents:')) return { label: r.label, c: r.confidence }
        const m = scores.get(r.label) ?? 0
        scores.delete(r.label)
        return { label: r.label, c: b.model * m + (1 - b.model) * r.confidence }
      })
      for (const [label, m] of scores) combined.push({ label, c: b.model * m })
      combined.sort((x, y) => y.c - x.c)
      top = combined[0]?.label
      const best = row.model[0]?.score ?? 0
      let verdict = row.verdict
      if (verdict === 'answered') {
        if (row.offTopic >= b.offTopic && row.offTopic > best + b.margin) verdict = 'offtopic'
      } else {
        // Both agree: the model's best record is the blend's first and among retrieval's first two.
        const agreeing =
          top !== undefined && row.model[0]?.label === top && row.retrieval.slice(0, 2).some((r) => r.label === top)
        if (
          combined[0] &&
          best > row.offTopic + b.margin &&
          combined[0].c >= row.threshold &&
          ((best >= b.rescue && (row.model[0]?.asked ?? 0) >= b.asked) || (agreeing && !row.cue && best >= b.agree))
        )
          verdict = 'answered'
      }
      handedOff = verdict !== 'answered' || !top
    }
    if (handoffCase) {
      handoffs++
      if (handedOff) caught++
    } else {
      answerable++
      if (handedOff) handedOffAnswerable++
      else if (top && row.want.includes(top)) right++
    }
  }
  return { top1: right / answerable, recall: caught / handoffs, handedOff: handedOffAnswerable / answerable }
}

const results: { b: Parameters<typeof run>[0]; r: ReturnType<typeof run> }[] = []
// A second argument (JSON, e.g. '{"model":0.6,"margin":0.1}') fixes those values and lists every setting of the rest.
const filter = process.argv[3] ? (JSON.parse(process.argv[3]) as Record<string, number>) : undefined
const grid: Record<keyof Parameters<typeof run>[0], number[]> = {
  model: [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1],
  rescue: [0.3, 0.4, 0.5, 0.6, 0.7, 9],
  offTopic: [0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 9],
  margin: [0.05, 0.1, 0.2],
  asked: [0, 0.3, 0.4, 0.5, 0.6, 0.7],
  agree: [0.15, 0.2, 0.25, 0.3, 0.4, 9],
}
for (const [name, value] of Object.entries(filter ?? {})) grid[name as keyof typeof grid] = [value]
let settings: Parameters<typeof run>[0][] = [{} as Parameters<typeof run>[0]]
for (const [name, values] of Object.entries(grid))
  settings = settings.flatMap((b) => values.map((value) => ({ ...b, [name]: value })))
for (const b of settings) results.push({ b, r: run(b) })
const pct = (x: number) => `${(100 * x).toFixed(1)}%`
const baseline = run({ model: 0, rescue: 9, asked: 9, offTopic: 9, margin: 0, agree: 9 })
console.log(
  `retrieval alone: top-1 ${pct(baseline.top1)}, recall ${pct(baseline.recall)}, handed off ${pct(baseline.handedOff)}`,
)
const shown = filter ? results : results.sort((x, y) => y.r.top1 + y.r.recall - (x.r.top1 + x.r.recall)).slice(0, 25)
for (const { b, r } of shown)
  console.log(`${JSON.stringify(b)}  top-1 ${pct(r.top1)}  recall ${pct(r.recall)}  handed off ${pct(r.handedOff)}`)
