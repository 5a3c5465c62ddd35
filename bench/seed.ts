import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { programKinds, sectorCodes } from '../collections/Programs.js'

export const PROGRAM_COUNT = 5_000
const SECTOR_COUNT = 10
const CONCURRENCY = 8

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-not-secret' }

/** Bench data goes in as a system call: no caller exists, and the audit trail would only add noise. */
const system = { overrideAccess: true, context: { skipAudit: true } } as const

const crops = {
  uz: ['paxta', "bug'doy", 'urug', 'texnika', 'meva', 'kartoshka', 'issiqxona', 'moyli ekin', 'chorva', 'baliq'],
  ru: [
    'хлопок',
    'пшеница',
    'семена',
    'техника',
    'фрукты',
    'картофель',
    'теплицы',
    'масличные',
    'животноводство',
    'рыбоводство',
  ],
  en: [
    'cotton',
    'wheat',
    'seeds',
    'machinery',
    'fruit',
    'potato',
    'greenhouses',
    'oilseeds',
    'livestock',
    'fish farming',
  ],
}
const kindWords = {
  uz: { credit: 'Kredit', leasing: 'Lizing', subsidy: 'Subsidiya' },
  ru: { credit: 'Кредит', leasing: 'Лизинг', subsidy: 'Субсидия' },
  en: { credit: 'Credit', leasing: 'Leasing', subsidy: 'Subsidy' },
}

/** Runs `task` for 0..count-1 with at most `limit` in flight. */
async function forEachLimited(count: number, limit: number, task: (index: number) => Promise<unknown>) {
  let next = 0
  const lane = async () => {
    while (next < count) await task(next++)
  }
  await Promise.all(Array.from({ length: limit }, lane))
}

async function seedSectors(payload: Payload): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < SECTOR_COUNT; i++) {
    const sector = await payload.create({
      collection: 'program-sectors',
      locale: 'all' as never,
      data: {
        name: { uz: `${crops.uz[i]} sohasi`, ru: `Отрасль: ${crops.ru[i]}`, en: `${crops.en[i]} sector` },
        description: {
          uz: `${crops.uz[i]} bo'yicha dasturlar`,
          ru: `Программы: ${crops.ru[i]}`,
          en: `Programs for ${crops.en[i]}`,
        },
        slug: `bench-sector-${i + 1}`,
        status: '1',
        sortOrder: i,
      } as never,
      ...system,
    })
    ids.push(Number(sector.id))
  }
  return ids
}

const programData = (i: number, sectorIds: number[]) => {
  const n = i + 1
  const crop = i % SECTOR_COUNT
  const kind = programKinds[i % programKinds.length]
  return {
    title: {
      uz: `${kindWords.uz[kind]}: ${crops.uz[crop]} №${n}`,
      ru: `${kindWords.ru[kind]}: ${crops.ru[crop]} №${n}`,
      en: `${kindWords.en[kind]}: ${crops.en[crop]} #${n}`,
    },
    summary: {
      uz: `${crops.uz[crop]} yetishtiruvchi fermerlar uchun ${kindWords.uz[kind].toLowerCase()} dasturi.`,
      ru: `Программа «${kindWords.ru[kind].toLowerCase()}» для хозяйств, занятых направлением «${crops.ru[crop]}».`,
      en: `A ${kindWords.en[kind].toLowerCase()} programme for farms working in ${crops.en[crop]}.`,
    },
    slug: `bench-program-${n}`,
    sector: sectorCodes[(i * 7) % sectorCodes.length],
    kind,
    programSector: sectorIds[crop],
    // Every tenth program is hidden, so the public filter has rows to drop.
    status: i % 10 === 9 ? '0' : '1',
    // Spread with ties, so the id tie-break in the sort matters.
    sortOrder: (i * 37) % 1_000,
  }
}

/**
 * 10 program sectors and 5,000 programs in three locales through the Local API, so every hook and the version
 * tables see them as editors' data would. Skipped when a previous run on BENCH_DATABASE_URL left them.
 */
export async function seedPrograms(payload: Payload, log: (line: string) => void): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'programs',
    where: { slug: { like: 'bench-program-' } },
    ...system,
  })
  if (totalDocs >= PROGRAM_COUNT) log(`seed: ${totalDocs} bench programs already present, not seeding`)
  else await createPrograms(payload, totalDocs, log)
  // Fresh tables have no statistics until autovacuum comes by; without them the planner guesses, for app and baseline.
  await payload.db.drizzle.execute(sql`analyze`)
}

async function createPrograms(payload: Payload, existing: number, log: (line: string) => void) {
  if (existing > 0)
    throw new Error(
      `the database holds ${existing} of ${PROGRAM_COUNT} bench programs from an interrupted run: use an empty one`,
    )
  const started = Date.now()
  const sectorIds = await seedSectors(payload)
  let done = 0
  await forEachLimited(PROGRAM_COUNT, CONCURRENCY, async (i) => {
    await payload.create({
      collection: 'programs',
      locale: 'all' as never,
      data: programData(i, sectorIds) as never,
      depth: 0,
      ...system,
    })
    if (++done % 1_000 === 0)
      log(`seed: ${done}/${PROGRAM_COUNT} programs (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  })
  log(
    `seed: ${SECTOR_COUNT} sectors and ${PROGRAM_COUNT} programs in ${((Date.now() - started) / 1000).toFixed(1)} s (Local API, ${CONCURRENCY} at a time)`,
  )
}

/** The super_admin whose token drives the admin list; reused when it exists. */
export async function ensureBenchAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: BENCH_ADMIN.email } },
    ...system,
  })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { ...BENCH_ADMIN, name: 'Bench admin', role: 'super_admin', status: '1' } as never,
    ...system,
  })
}
