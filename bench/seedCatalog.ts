import type { Payload } from 'payload'
import pg from 'pg'

export const LEGAL_DOCUMENT_COUNT = 20_000
export const STAFF_UNIT_COUNT = 500
/** The filter the legal-document row asks for: the most common type (35 % of the documents). */
export const COMMON_DOC_TYPE = 'resolution'

const system = { overrideAccess: true, context: { skipAudit: true } } as const

const documentTypes = [
  { code: 'law', share: 10, name: { uz: 'Qonun', ru: 'Закон', en: 'Law' } },
  { code: 'decree', share: 25, name: { uz: 'Farmon', ru: 'Указ', en: 'Decree' } },
  { code: COMMON_DOC_TYPE, share: 35, name: { uz: 'Qaror', ru: 'Постановление', en: 'Resolution' } },
  { code: 'order', share: 15, name: { uz: 'Buyruq', ru: 'Приказ', en: 'Order' } },
  { code: 'regulation', share: 10, name: { uz: 'Nizom', ru: 'Положение', en: 'Regulation' } },
  { code: 'agreement', share: 5, name: { uz: 'Bitim', ru: 'Соглашение', en: 'Agreement' } },
]

const directions = {
  uz: [
    'Moliya',
    'Soliq',
    'Qishloq xo‘jaligi',
    'Yer',
    'Suv',
    'Bank',
    'Sug‘urta',
    'Eksport',
    'Mehnat',
    'Investitsiya',
    'Lizing',
    'Subsidiya',
  ],
  ru: [
    'Финансы',
    'Налоги',
    'Сельское хозяйство',
    'Земля',
    'Водное хозяйство',
    'Банки',
    'Страхование',
    'Экспорт',
    'Труд',
    'Инвестиции',
    'Лизинг',
    'Субсидии',
  ],
  en: [
    'Finance',
    'Tax',
    'Agriculture',
    'Land',
    'Water',
    'Banking',
    'Insurance',
    'Export',
    'Labour',
    'Investment',
    'Leasing',
    'Subsidies',
  ],
}
const locales = ['uz', 'ru', 'en'] as const
type Texts = Record<(typeof locales)[number], string | null>

/** A deterministic spread of 0..2^32-1 for index i (Knuth's multiplicative hash). */
const spread = (i: number, salt = 0) => Math.imul(i + 1 + salt * 7919, 2654435761) >>> 0
const pickShare = (value: number) => {
  let left = value % 100
  return documentTypes.find((type) => (left -= type.share) < 0)!.code
}
const lower = (text: string | null) => (text && text.trim() !== '' ? text.trim().toLocaleLowerCase() : null)
const FIRST_DAY = Date.UTC(2000, 0, 1)
const DAYS = Math.floor((Date.UTC(2026, 10, 21) - FIRST_DAY) / 86_400_000)

function legalDocument(i: number) {
  const n = i + 1
  const type = pickShare(spread(i, 1))
  const adoptedOn = new Date(FIRST_DAY + (spread(i, 2) % DAYS) * 86_400_000)
  const year = adoptedOn.getUTCFullYear()
  const d = spread(i, 3) % directions.uz.length
  const typeName = documentTypes.find((t) => t.code === type)!.name
  // Some documents lack their ru title or direction, so the fallback to uz is exercised on both sides.
  const title: Texts = {
    uz: `${typeName.uz} №${n}: ${directions.uz[d]}`,
    ru: i % 20 === 7 ? null : `${typeName.ru} №${n}: ${directions.ru[d]}`,
    en: `${typeName.en} No. ${n}: ${directions.en[d]}`,
  }
  const direction: Texts = { uz: directions.uz[d], ru: i % 25 === 3 ? null : directions.ru[d], en: directions.en[d] }
  return {
    number: `BENCH-${n}/${year}`,
    doc_type: type,
    relevance: ['high', 'medium', 'low'][spread(i, 4) % 3],
    // 60 % in force, 25 % amended, 15 % repealed.
    state: ((s) => (s < 60 ? 'in_force' : s < 85 ? 'amended' : 'repealed'))(spread(i, 5) % 100),
    adopted_on: adoptedOn.toISOString(),
    year,
    status: i % 10 === 9 ? '0' : '1',
    sort_order: (i * 37) % 1_000,
    locales: locales.map((locale) => ({
      locale,
      title: title[locale],
      direction: direction[locale],
      direction_key: lower(direction[locale]),
    })),
  }
}

/** Five levels below 10 roots: 10, 40, 110, 160 and 180 units; each level hangs round-robin under the previous one. */
const LEVELS = [10, 40, 110, 160, 180]

function staffUnits() {
  const units: { index: number; parent: number | null; level: number }[] = []
  let previous: number[] = []
  for (const [level, size] of LEVELS.entries()) {
    const current: number[] = []
    for (let j = 0; j < size; j++) {
      const index = units.length
      units.push({ index, parent: level === 0 ? null : previous[j % previous.length], level })
      current.push(index)
    }
    previous = current
  }
  return units.map(({ index: i, parent, level }) => ({
    parent,
    phone: `+998 71 ${String(200 + (i % 800)).padStart(3, '0')}-${String(i % 100).padStart(2, '0')}-${String((i * 7) % 100).padStart(2, '0')}`,
    email: `unit${i + 1}@bench.example.com`,
    // One in twenty hidden, with whatever lies below it.
    status: i % 20 === 13 ? '0' : '1',
    sort_order: spread(i, 6) % 10_000,
    locales: locales.map((locale) => ({
      locale,
      name:
        locale === 'ru' && i % 15 === 4
          ? null
          : {
              uz: `Bo‘lim ${i + 1} (${level + 1}-daraja)`,
              ru: `Отдел ${i + 1} (уровень ${level + 1})`,
              en: `Unit ${i + 1} (level ${level + 1})`,
            }[locale],
      head_name: { uz: `Rahbar ${i + 1}`, ru: `Руководитель ${i + 1}`, en: `Head ${i + 1}` }[locale],
    })),
  }))
}

async function seedDocumentTypes(payload: Payload) {
  for (const [i, type] of documentTypes.entries()) {
    await payload.create({
      collection: 'document-types',
      locale: 'all' as never,
      data: { code: type.code, name: type.name, status: '1', sortOrder: i } as never,
      ...system,
    })
  }
}

/** Rows get ids after the table's current maximum; the serial sequence is moved past them afterwards. */
async function insertLegalDocuments(db: pg.ClientBase) {
  const base = Number((await db.query('select coalesce(max(id), 0) as max from legal_documents')).rows[0].max)
  const docs = Array.from({ length: LEGAL_DOCUMENT_COUNT }, (_, i) => ({ id: base + i + 1, ...legalDocument(i) }))
  await db.query(
    `insert into legal_documents (id, number, doc_type, relevance, state, adopted_on, year, status, sort_order)
     select id, number, doc_type, relevance::enum_legal_documents_relevance, state::enum_legal_documents_state, adopted_on, year,
            status::enum_legal_documents_status, sort_order
       from json_to_recordset($1::json) as r(id int, number text, doc_type text, relevance text, state text, adopted_on timestamptz, year int, status text, sort_order int)`,
    [JSON.stringify(docs.map(({ locales: _locales, ...row }) => row))],
  )
  const localeRows = docs.flatMap((doc) => doc.locales.map((row) => ({ parent: doc.id, ...row })))
  await db.query(
    `insert into legal_documents_locales (_parent_id, _locale, title, direction, direction_key)
     select parent, locale::_locales, title, direction, direction_key
       from json_to_recordset($1::json) as r(parent int, locale text, title text, direction text, direction_key text)`,
    [JSON.stringify(localeRows)],
  )
  await db.query(
    `select setval(pg_get_serial_sequence('legal_documents', 'id'), (select max(id) from legal_documents))`,
  )
}

async function insertStaffUnits(db: pg.ClientBase) {
  const base = Number((await db.query('select coalesce(max(id), 0) as max from staff_units')).rows[0].max)
  const units = staffUnits().map((unit, i) => ({
    ...unit,
    id: base + i + 1,
    parent_id: unit.parent === null ? null : base + unit.parent + 1,
  }))
  await db.query(
    `insert into staff_units (id, parent_id, phone, email, status, sort_order)
     select id, parent_id, phone, email, status::enum_staff_units_status, sort_order
       from json_to_recordset($1::json) as r(id int, parent_id int, phone text, email text, status text, sort_order int)`,
    [JSON.stringify(units.map(({ locales: _locales, parent: _parent, ...row }) => row))],
  )
  await db.query(
    `insert into staff_units_locales (_parent_id, _locale, name, head_name)
     select parent, locale::_locales, name, head_name from json_to_recordset($1::json) as r(parent int, locale text, name text, head_name text)`,
    [JSON.stringify(units.flatMap((unit) => unit.locales.map((row) => ({ parent: unit.id, ...row }))))],
  )
  await db.query(`select setval(pg_get_serial_sequence('staff_units', 'id'), (select max(id) from staff_units))`)
}

/**
 * 6 document types through the Local API; 20,000 legal documents and 500 staff units straight into their tables
 * (SQL, one transaction). Through the Local API the documents alone take about 8 s per 1,000 on 2 cores (2.5–3 min
 * for the lot, every run); the SQL fills what the hooks would derive: `year` from `adopted_on`, `direction_key` as the
 * lower-cased direction. No version rows, files or breadcrumbs: the public reads use none of them.
 */
export async function seedCatalog(payload: Payload, databaseUrl: string, log: (line: string) => void): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const present = Number(
      (await db.query(`select count(*) from legal_documents where number like 'BENCH-%'`)).rows[0].count,
    )
    if (present >= LEGAL_DOCUMENT_COUNT) {
      log(`seed: ${present} bench legal documents already present, not seeding the catalog`)
      return
    }
    if (present > 0)
      throw new Error(
        `the database holds ${present} of ${LEGAL_DOCUMENT_COUNT} bench legal documents from an interrupted run: use an empty one`,
      )
    const started = Date.now()
    await seedDocumentTypes(payload)
    await db.query('begin')
    await insertLegalDocuments(db)
    await insertStaffUnits(db)
    await db.query('commit')
    await db.query(
      'analyze legal_documents, legal_documents_locales, document_types, document_types_locales, staff_units, staff_units_locales',
    )
    log(
      `seed: ${documentTypes.length} document types (Local API), ${LEGAL_DOCUMENT_COUNT} legal documents and ${STAFF_UNIT_COUNT} staff units in ${LEVELS.length} levels (SQL inserts) in ${((Date.now() - started) / 1000).toFixed(1)} s, then ANALYZE`,
    )
  } catch (error) {
    await db.query('rollback').catch(() => undefined)
    throw error
  } finally {
    await db.end()
  }
}
