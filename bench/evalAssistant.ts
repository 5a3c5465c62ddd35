import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createLocalReq, getPayload, type Payload } from 'payload'
import { prepareBenchDatabase } from './database.js'
import { assistantEvalSet, type EvalCase, type Expected } from './assistantEvalSet.js'

/**
 * `npm run eval:assistant`: the digital assistant's answers to a fixed set of visitor questions (bench/assistantEvalSet.ts)
 * on the demo content and knowledge base (`npm run seed`'s), in a database of its own. A case is right when the bot's
 * first source is the expected record, or when it hands over where it should. Prints top-1 source accuracy, the
 * handoff rate and every miss; writes bench/results/assistant-eval.json. Never fails on a figure.
 */

interface Outcome {
  case: EvalCase
  got: string
  want: string
  right: boolean
  confidence: number
  /** The best record found, also when the bot handed over. */
  best: string
}

const label = (expected: Expected) =>
  expected === 'handoff'
    ? 'handoff'
    : expected.type === 'programs'
      ? `programs:${expected.slug}`
      : expected.type === 'legal_documents'
        ? `legal_documents:${expected.number}`
        : `${expected.type}:${expected.question}`

/** The label of a bot source, in the eval set's terms (a program by slug, a document by number, an entry by question). */
async function sourceLabel(payload: Payload, source: { type: string; id: number }): Promise<string> {
  const collection = { knowledge: 'assistant-knowledge', faqs: 'faqs', programs: 'programs', legal_documents: 'legal-documents' }[source.type]
  if (!collection) return `${source.type}:${source.id}`
  const doc = (await payload.findByID({ collection: collection as 'faqs', id: source.id, locale: 'en', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
  if (source.type === 'programs') return `programs:${String(doc.slug)}`
  if (source.type === 'legal_documents') return `legal_documents:${String(doc.number)}`
  return `${source.type}:${String(doc.question)}`
}

async function main() {
  const database = await prepareBenchDatabase('agrofund_eval')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
  process.env.MAIL_SENDER = '0'
  ;(process.env as Record<string, string>).NODE_ENV ??= 'production'
  const { default: config } = await import('../payload.config.js')
  const { applyMigrations } = await import('../src/boot.js')
  const { inTransaction } = await import('../src/api/transaction.js')
  const { seedContent } = await import('../src/seed/content.js')
  const { seedAssistantKnowledge } = await import('../src/seed/assistant.js')
  const { answerMessage } = await import('../src/assistant/bot.js')
  const { closeDatabase } = await import('../src/db/pool.js')
  const payload = await getPayload({ config })
  try {
    await applyMigrations(payload)
    const req = await createLocalReq({ context: { skipAudit: true } }, payload)
    if ((await payload.count({ collection: 'programs', overrideAccess: true })).totalDocs === 0) await inTransaction(req, () => seedContent(req))
    if ((await payload.count({ collection: 'assistant-knowledge', overrideAccess: true })).totalDocs === 0) await inTransaction(req, () => seedAssistantKnowledge(req))

    const outcomes: Outcome[] = []
    for (const item of assistantEvalSet) {
      const reply = await answerMessage(payload, item.text, item.lang)
      const got = reply.handoff ? 'handoff' : reply.sources[0] ? await sourceLabel(payload, reply.sources[0]) : `no source (${reply.reason})`
      const want = label(item.expect)
      const best = reply.best ? await sourceLabel(payload, reply.best) : '-'
      outcomes.push({ case: item, got, want, right: got === want, confidence: reply.confidence, best })
    }

    const answerable = outcomes.filter((o) => o.want !== 'handoff')
    const handoffCases = outcomes.filter((o) => o.want === 'handoff')
    const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`)
    const groupOf = (o: Outcome) => (o.case.lang === 'uz' ? (/[\u0400-\u04ff]/.test(o.case.text) ? 'uz (Cyrillic)' : 'uz (Latin)') : o.case.lang)
    console.log(`assistant evaluation: ${outcomes.length} questions (${database.description})`)
    for (const group of ['uz (Latin)', 'uz (Cyrillic)', 'ru', 'en']) {
      const inGroup = outcomes.filter((o) => groupOf(o) === group)
      console.log(`  ${group.padEnd(14)} ${inGroup.filter((o) => o.right).length}/${inGroup.length} right`)
    }
    const typos = outcomes.filter((o) => o.case.note?.startsWith('typo'))
    console.log(`  with typos      ${typos.filter((o) => o.right).length}/${typos.length} right`)
    console.log(`top-1 source accuracy: ${percent(answerable.filter((o) => o.right).length, answerable.length)} (${answerable.filter((o) => o.right).length}/${answerable.length} questions with a source to find)`)
    console.log(`handoff where expected: ${handoffCases.filter((o) => o.right).length}/${handoffCases.length}`)
    console.log(`overall: ${percent(outcomes.filter((o) => o.right).length, outcomes.length)}`)
    console.log(`handoff rate: ${percent(outcomes.filter((o) => o.got === 'handoff').length, outcomes.length)} of all questions (${percent(answerable.filter((o) => o.got === 'handoff').length, answerable.length)} of those with an answer)`)
    // What other thresholds would have given: the best record answers at or above, the visitor is handed over below.
    const sweep = [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6].map((threshold) => {
      const at = outcomes.map((o) => {
        const person = o.got === 'handoff' && o.confidence === 0 && o.best === '-'
        const got = person || o.confidence < threshold || o.best === '-' ? 'handoff' : o.best
        return got === o.want
      })
      return `${threshold.toFixed(2)}: ${at.filter((right, i) => right && outcomes[i].want !== 'handoff').length}/${answerable.length} sources, ${at.filter((right, i) => right && outcomes[i].want === 'handoff').length}/${handoffCases.length} handoffs`
    })
    console.log(`threshold sweep (answered when confidence >= t):\n  ${sweep.join('\n  ')}`)
    const misses = outcomes.filter((o) => !o.right)
    if (misses.length > 0) console.log('misses:')
    for (const miss of misses) console.log(`  [${miss.case.lang}] ${miss.case.text}\n      want ${miss.want}\n      got  ${miss.got} (confidence ${miss.confidence.toFixed(2)}, best ${miss.best})`)
    const results = path.resolve(import.meta.dirname, 'results')
    mkdirSync(results, { recursive: true })
    writeFileSync(
      path.join(results, 'assistant-eval.json'),
      JSON.stringify(
        {
          questions: outcomes.length,
          top1: answerable.filter((o) => o.right).length / answerable.length,
          handoffRate: outcomes.filter((o) => o.got === 'handoff').length / outcomes.length,
          outcomes: outcomes.map((o) => ({ lang: o.case.lang, text: o.case.text, want: o.want, got: o.got, right: o.right, confidence: Number(o.confidence.toFixed(3)) })),
        },
        null,
        2,
      ) + '\n',
    )
  } finally {
    await closeDatabase(payload)
    await database.dispose()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
