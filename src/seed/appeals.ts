import type { PayloadRequest } from 'payload'
import { appealRoles } from '../access/roles.js'
import { ANSWER_TERM_DAYS } from '../appeals/workflow.js'
import { regionCodes, typeCodes } from '../appeals/vocabulary.js'
import { progress } from './progress.js'
import { random } from './random.js'

/** How many appeals, spread over the last 12 months (a few more in the recent months, as a growing service has). */
const APPEALS = 72
const DAY = 24 * 60 * 60 * 1000

const people = [
  'Aziz Karimov',
  'Dilnoza Yusupova',
  'Rustam Qodirov',
  'Gulnora Ergasheva',
  'Jasur Tursunov',
  'Malika Rahimova',
  'Sherzod Aliyev',
  'Nodira Xasanova',
]

const topics = [
  {
    subject: 'Subsidy for drip irrigation',
    message: 'I installed drip irrigation on 4 hectares in March. When will the subsidy be paid?',
  },
  {
    subject: 'Leasing of a tractor',
    message: 'Which documents does the fund need to lease a tractor for a farm of 30 hectares?',
  },
  {
    subject: 'Credit for a greenhouse',
    message: 'Our farm plans a 1-hectare greenhouse. Can the credit cover the heating system?',
  },
  {
    subject: 'Delay of a payment',
    message: 'The second tranche of our cotton credit is two weeks late. Please tell us why.',
  },
  {
    subject: 'Interest rate question',
    message: 'Is the interest rate of the livestock program fixed for the whole term?',
  },
  {
    subject: 'Proposal on seed wheat',
    message: 'We propose to add early seed wheat varieties to the program of this year.',
  },
  {
    subject: 'Complaint about the regional office',
    message: 'The regional office did not accept my application and gave no reason.',
  },
  { subject: 'Fish farming program', message: 'Does the fishery program finance ponds dug on rented land?' },
]

const answers = {
  answered: 'Thank you for your appeal. The fund has reviewed it; the details are in the letter sent to your address.',
  rejected: 'The appeal falls outside the fund’s programs; it has been forwarded to the competent body.',
}

/** Where an appeal of this age ends up: finished ones mostly answered, a few left open past their term. */
type Fate = 'new' | 'in_progress' | 'answered' | 'rejected'

function fateOf(ageDays: number, draw: number): Fate {
  if (ageDays < 3) return draw < 0.7 ? 'new' : 'in_progress'
  if (ageDays < ANSWER_TERM_DAYS)
    return draw < 0.25 ? 'new' : draw < 0.65 ? 'in_progress' : draw < 0.9 ? 'answered' : 'rejected'
  // Past the term: a few still open (overdue), the rest closed.
  return draw < 0.05 ? 'new' : draw < 0.12 ? 'in_progress' : draw < 0.88 ? 'answered' : 'rejected'
}

/**
 * Demo appeals over the last 12 months in every state, some overdue and some with an extended term, each with its
 * status history written at the times it would have happened (the `appealClock` context; nothing is mailed).
 */
export async function seedAppeals(req: PayloadRequest): Promise<{ appeals: number }> {
  const { payload } = req
  const next = random(445)
  const now = Date.now()
  // Taken-up appeals get an assignee from the staff who work appeals (the first admin on a fresh start).
  const { docs: handlers } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { in: appealRoles } }, { status: { equals: '1' } }] },
    limit: 5,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const bar = progress('appeals', APPEALS)
  const write = async (at: number, run: (context: Record<string, unknown>) => Promise<unknown>) =>
    run({ ...req.context, appealClock: new Date(Math.min(at, now)).toISOString() })
  for (let index = 0; index < APPEALS; index += 1) {
    // Older appeals thinner than recent ones (a growing service): the draw's power pushes ages towards the present.
    const ageDays = 364 * Math.pow(next(), 1.3) + next() * 0.9
    const submittedAt = now - ageDays * DAY
    const topic = topics[Math.floor(next() * topics.length)]
    const fate = fateOf(ageDays, next())
    const withEmail = next() < 0.6
    const created = await write(submittedAt, (context) =>
      payload.create({
        collection: 'appeals',
        data: {
          fullName: people[Math.floor(next() * people.length)],
          phone: `+99890${String(1000000 + Math.floor(next() * 8999999))}`,
          email: withEmail ? `citizen${index + 1}@example.uz` : null,
          region: regionCodes[Math.floor(next() * regionCodes.length)],
          type: typeCodes[Math.floor(next() * typeCodes.length)],
          subject: topic.subject,
          message: topic.message,
          consent: true,
          language: (['uz', 'ru', 'en'] as const)[Math.floor(next() * 3)],
          // Required by the generated type; the workflow (src/appeals/hooks.ts) makes every new appeal 'new' anyway.
          status: 'new',
        },
        req,
        context,
        overrideAccess: true,
      }),
    )
    const id = (created as { id: number }).id
    const dueAt = (created as { dueAt: string }).dueAt
    // Each change after the one before it, and none in the future.
    let last = submittedAt
    const step = (afterDays: number, data: Record<string, unknown>) => {
      last = Math.max(submittedAt + afterDays * DAY, last + 60_000)
      return write(last, (context) =>
        payload.update({ collection: 'appeals', id, data, req, context, overrideAccess: true }),
      )
    }
    const assignee = handlers.length > 0 ? handlers[Math.floor(next() * handlers.length)].id : null
    if (fate !== 'new')
      await step(1 + next() * 2, { status: 'in_progress', assignee, internalNote: 'Sent to the programs department.' })
    // One in six open or late-closed appeals needed extra study: the term was extended within it.
    const extended = fate !== 'new' && next() < 0.17
    if (extended) {
      await step(ANSWER_TERM_DAYS - 3, {
        dueAt: new Date(new Date(dueAt).getTime() + 20 * DAY).toISOString(),
        extensionReason: 'The documents of the regional office are being studied.',
      })
    }
    if (fate === 'answered' || fate === 'rejected') {
      const term = extended ? ANSWER_TERM_DAYS + 20 : ANSWER_TERM_DAYS
      await step(4 + next() * (term - 5), { status: fate, answer: answers[fate] })
    }
    bar.step(index + 1)
  }
  return { appeals: APPEALS }
}
