import type { CollectionSlug, PayloadRequest } from 'payload'
import { defaultLocale, locales, type Locale } from '../config/locales.js'
import { escapeHtml } from '../richtext/html.js'
import { htmlToLexical } from '../richtext/lexical.js'
import { citizenReceptionSeed, managementSeeds } from './citizenReception.js'
import { documentTypeSeeds } from './documentTypes.js'
import { faqSeeds } from './faqs.js'
import { legalDocumentSeeds } from './legalDocuments.js'
import { programSectorSeeds } from './programSectors.js'
import { programSeeds } from './programs.js'
import { countStaffUnitSeeds, staffUnitSeeds, type StaffUnitSeed } from './staffUnits.js'
import type { InEveryLocale } from '../config/locales.js'
import type { ProgramSeed } from './types.js'

/** Documents every program of a kind asks for; a program lists only its own extras. */
const documentsByKind: Record<ProgramSeed['kind'], InEveryLocale<string[]>> = {
  credit: {
    uz: [
      'Kredit olish uchun ariza',
      "Yer uchastkasini ijaraga olish shartnomasi yoki kadastr ko'chirmasi",
      'Biznes-reja',
      "So'nggi hisobot davri uchun moliyaviy hisobot",
    ],
    ru: [
      'Заявление на получение кредита',
      'Договор аренды земельного участка или кадастровая выписка',
      'Бизнес-план',
      'Финансовая отчётность за последний отчётный период',
    ],
    en: [
      'Loan application',
      'Land lease agreement or cadastral extract',
      'Business plan',
      'Financial statements for the last reporting period',
    ],
  },
  leasing: {
    uz: [
      'Lizing uchun ariza',
      "Davlat ro'yxatidan o'tganlik to'g'risidagi guvohnoma",
      "Boshlang'ich to'lov to'langanligini tasdiqlovchi hujjat",
      "Texnika yoki hayvonlarni saqlash joyi to'g'risidagi ma'lumot",
    ],
    ru: [
      'Заявка на лизинг',
      'Свидетельство о государственной регистрации',
      'Документ об уплате аванса',
      'Сведения о месте хранения техники или содержания животных',
    ],
    en: [
      'Leasing application',
      'Certificate of state registration',
      'Proof of the down payment',
      'Where the machinery will be kept or the animals housed',
    ],
  },
  subsidy: {
    uz: ['Subsidiya olish uchun ariza', "Yer uchastkasiga bo'lgan huquqni tasdiqlovchi hujjat", 'Bank rekvizitlari'],
    ru: ['Заявление на получение субсидии', 'Документ о праве на земельный участок', 'Банковские реквизиты'],
    en: ['Subsidy application', 'Proof of the right to the land plot', 'Bank details'],
  },
}

const headings: InEveryLocale<{ terms: string; apply: string }> = {
  uz: { terms: 'Shartlar', apply: 'Qanday ariza berish mumkin' },
  ru: { terms: 'Условия', apply: 'Как подать заявку' },
  en: { terms: 'Terms', apply: 'How to apply' },
}

const howToApply: InEveryLocale = {
  uz: "Ariza Jamg'armaning hududiy filiallari yoki hamkor tijorat banklari orqali topshiriladi va 10 ish kuni ichida ko'rib chiqiladi.",
  ru: 'Заявка подаётся через региональные филиалы Фонда или коммерческие банки-партнёры и рассматривается в течение 10 рабочих дней.',
  en: "Apply through the Fund's regional branches or partner commercial banks; applications are reviewed within 10 working days.",
}

const programBodyHtml = (program: ProgramSeed, locale: Locale) =>
  `<h3>${headings[locale].terms}</h3><ul>${program.terms[locale].map((term) => `<li>${escapeHtml(term)}</li>`).join('')}</ul>` +
  `<h3>${headings[locale].apply}</h3><p>${escapeHtml(howToApply[locale])}</p>`

const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')

type PerLocale = (locale: Locale) => Promise<Record<string, unknown>> | Record<string, unknown>

/**
 * Creates one record in the default locale, then writes each other locale, as the API does: Payload validates a
 * localized array given for `locale: 'all'` as if it were the array itself. A system write: the seed acts for nobody,
 * so access is bypassed and the audit trail stays empty (the trail records people's changes).
 */
export async function createLocaleByLocale(
  req: PayloadRequest,
  collection: CollectionSlug,
  shared: Record<string, unknown>,
  localized: PerLocale,
  reuseBy?: string,
): Promise<number> {
  const system = {
    collection,
    req,
    overrideAccess: true,
    context: { skipAudit: true },
    depth: 0,
    fallbackLocale: false,
  } as const
  if (reuseBy !== undefined) {
    // A vocabulary record an editor already made under the same code or slug (a database in use, seeded later) is
    // the seed's too: the seed's records refer to it instead of failing on the unique key.
    const { docs } = await req.payload.find({
      ...system,
      where: { [reuseBy]: { equals: shared[reuseBy] } },
      limit: 1,
      pagination: false,
    })
    if (docs[0]) return Number(docs[0].id)
  }
  // The generated types describe one collection at a time; this helper serves several.
  const created = await req.payload.create({
    ...system,
    locale: defaultLocale,
    data: { ...shared, ...(await localized(defaultLocale)) },
  })
  const id = Number(created.id)
  for (const locale of locales) {
    if (locale !== defaultLocale) await req.payload.update({ ...system, id, locale, data: await localized(locale) })
  }
  return id
}

export interface SeedCounts {
  documentTypes: number
  legalDocuments: number
  programSectors: number
  programs: number
  faqs: number
  management: number
  staffUnits: number
}

/** The reception settings, one locale per write like the records; a system write for the same reasons. */
async function seedCitizenReception(req: PayloadRequest) {
  const seed = citizenReceptionSeed
  for (const locale of locales) {
    const shared =
      locale === defaultLocale ? { phone: seed.phone, helpline: seed.helpline, email: seed.email, map: seed.map } : {}
    await req.payload.updateGlobal({
      slug: 'citizen-reception',
      locale,
      fallbackLocale: false,
      data: {
        ...shared,
        address: seed.address[locale],
        workingHours: seed.workingHours[locale],
        notes: await htmlToLexical(paragraphsHtml(seed.notes[locale]), req.payload),
      },
      req,
      overrideAccess: true,
      context: { skipAudit: true },
      depth: 0,
    })
  }
}

/**
 * The demo content: document types, the legal documents that name them, program sectors, then the programs that
 * refer to both; and the FAQ, the management and the citizen reception settings.
 */
/** The structure, parents before their units, each level in the seed's order. */
async function seedStaffUnits(req: PayloadRequest, seeds: StaffUnitSeed[], parent: number | null): Promise<void> {
  for (const [index, seed] of seeds.entries()) {
    const id = await createLocaleByLocale(
      req,
      'staff-units',
      { parent, status: '1', sortOrder: (index + 1) * 10, phone: seed.phone ?? null },
      (locale) => ({ name: seed.name[locale], headName: seed.head?.[locale] ?? null }),
    )
    await seedStaffUnits(req, seed.children ?? [], id)
  }
}

export async function seedContent(req: PayloadRequest): Promise<SeedCounts> {
  const payload = req.payload

  // Legal documents are validated against the existing type codes, so the types come first.
  for (const [index, seed] of documentTypeSeeds.entries()) {
    await createLocaleByLocale(
      req,
      'document-types',
      { code: seed.code, status: '1', sortOrder: (index + 1) * 10 },
      (locale) => ({ name: seed.name[locale] }),
      'code',
    )
  }

  const legalDocumentIds = new Map<string, number>()
  for (const [index, seed] of legalDocumentSeeds.entries()) {
    const id = await createLocaleByLocale(
      req,
      'legal-documents',
      {
        number: seed.number,
        docType: seed.docType,
        relevance: seed.relevance,
        state: seed.state,
        adoptedOn: `${seed.adoptedOn}T00:00:00.000Z`,
        status: '1',
        sortOrder: (index + 1) * 10,
      },
      async (locale) => ({
        title: seed.title[locale],
        direction: seed.direction[locale],
        // Rich text goes in as HTML converted the way the API converts it.
        body: await htmlToLexical(paragraphsHtml(seed.paragraphs[locale]), payload),
      }),
    )
    legalDocumentIds.set(seed.number, id)
  }

  const sectorIds = new Map<string, number>()
  for (const [index, seed] of programSectorSeeds.entries()) {
    const id = await createLocaleByLocale(
      req,
      'program-sectors',
      { slug: seed.slug, status: '1', sortOrder: (index + 1) * 10 },
      (locale) => ({ name: seed.name[locale], description: seed.description[locale] }),
      'slug',
    )
    sectorIds.set(seed.slug, id)
  }

  for (const [index, seed] of programSeeds.entries()) {
    const programSector = sectorIds.get(seed.programSector)
    if (programSector === undefined)
      throw new Error(`seed program ${seed.slug}: unknown program sector ${seed.programSector}`)
    const legalDocument = seed.legalDocument === undefined ? null : legalDocumentIds.get(seed.legalDocument)
    if (legalDocument === undefined)
      throw new Error(`seed program ${seed.slug}: unknown legal document ${seed.legalDocument}`)
    await createLocaleByLocale(
      req,
      'programs',
      {
        slug: seed.slug,
        kind: seed.kind,
        sector: seed.sector,
        programSector,
        legalDocument,
        status: seed.hidden ? '0' : '1',
        sortOrder: (index + 1) * 10,
      },
      async (locale) => ({
        title: seed.title[locale],
        summary: seed.summary[locale],
        body: await htmlToLexical(programBodyHtml(seed, locale), payload),
        requiredDocuments: [...documentsByKind[seed.kind][locale], ...(seed.extraDocuments?.[locale] ?? [])].map(
          (document) => ({ document }),
        ),
      }),
    )
  }

  for (const [index, seed] of faqSeeds.entries()) {
    await createLocaleByLocale(req, 'faqs', { status: '1', sortOrder: (index + 1) * 10 }, async (locale) => ({
      question: seed.question[locale],
      answer: await htmlToLexical(paragraphsHtml(seed.answer[locale]), payload),
      category: seed.category[locale],
    }))
  }

  for (const [index, seed] of managementSeeds.entries()) {
    await createLocaleByLocale(req, 'management', { status: '1', sortOrder: (index + 1) * 10 }, (locale) => ({
      fullName: seed.fullName[locale],
      position: seed.position[locale],
      receptionDays: seed.receptionDays?.[locale] ?? null,
    }))
  }

  await seedStaffUnits(req, staffUnitSeeds, null)

  await seedCitizenReception(req)

  return {
    documentTypes: documentTypeSeeds.length,
    legalDocuments: legalDocumentSeeds.length,
    programSectors: programSectorSeeds.length,
    programs: programSeeds.length,
    faqs: faqSeeds.length,
    management: managementSeeds.length,
    staffUnits: countStaffUnitSeeds(),
  }
}
