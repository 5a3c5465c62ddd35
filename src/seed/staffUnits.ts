import type { InEveryLocale } from '../config/locales.js'

/** A unit of the fund's structure and the units under it. */
export interface StaffUnitSeed {
  name: InEveryLocale
  head?: InEveryLocale
  phone?: string
  children?: StaffUnitSeed[]
}

const unit = (uz: string, ru: string, en: string, rest: Omit<StaffUnitSeed, 'name'> = {}): StaffUnitSeed => ({
  name: { uz, ru, en },
  ...rest,
})
const head = (uz: string, ru: string, en: string): InEveryLocale => ({ uz, ru, en })

/**
 * The fund's structure as editors meet it in the demo: departments, their divisions and sectors (28 units in three
 * levels), named in Uzbek, Russian and English, with heads where a unit has a named head.
 */
export const staffUnitSeeds: StaffUnitSeed[] = [
  unit('Ijroiya direksiya', 'Исполнительная дирекция', 'Executive Directorate', {
    head: head('Abdullayev Jasur Karimovich', 'Абдуллаев Жасур Каримович', 'Jasur Abdullayev'),
    phone: '+998 71 200-10-01',
    children: [
      unit('Direktor devoni', 'Аппарат директора', "Director's Office"),
      unit("Yuridik bo'lim", 'Юридический отдел', 'Legal Department', {
        head: head('Qodirova Nilufar Rustamovna', 'Кадырова Нилуфар Рустамовна', 'Nilufar Kadirova'),
        children: [
          unit('Shartnomalar sektori', 'Сектор договоров', 'Contracts Sector'),
          unit('Sud ishlari sektori', 'Сектор судебной работы', 'Litigation Sector'),
        ],
      }),
      unit("Kadrlar bo'limi", 'Отдел кадров', 'Human Resources Department'),
    ],
  }),
  unit('Moliyalashtirish departamenti', 'Департамент финансирования', 'Financing Department', {
    head: head('Toshmatov Bekzod Alisherovich', 'Тошматов Бекзод Алишерович', 'Bekzod Toshmatov'),
    phone: '+998 71 200-10-20',
    children: [
      unit('Kredit boshqarmasi', 'Управление кредитования', 'Credit Division', {
        head: head('Yusupova Malika Anvarovna', 'Юсупова Малика Анваровна', 'Malika Yusupova'),
        children: [
          unit('Paxtachilik kreditlari sektori', 'Сектор кредитов хлопководству', 'Cotton Growing Loans Sector'),
          unit(
            "Bog'dorchilik va uzumchilik kreditlari sektori",
            'Сектор кредитов садоводству и виноградарству',
            'Horticulture and Viticulture Loans Sector',
          ),
          unit('Chorvachilik kreditlari sektori', 'Сектор кредитов животноводству', 'Livestock Loans Sector'),
        ],
      }),
      unit('Lizing boshqarmasi', 'Управление лизинга', 'Leasing Division', {
        head: head('Rahimov Sherzod Bahodirovich', 'Рахимов Шерзод Баходирович', 'Sherzod Rahimov'),
        children: [
          unit(
            "Qishloq xo'jaligi texnikasi lizingi sektori",
            'Сектор лизинга сельскохозяйственной техники',
            'Farm Machinery Leasing Sector',
          ),
          unit('Chorva mollari lizingi sektori', 'Сектор лизинга скота', 'Livestock Leasing Sector'),
        ],
      }),
      unit('Subsidiyalar boshqarmasi', 'Управление субсидий', 'Subsidies Division', {
        head: head('Ergasheva Dilnoza Shavkatovna', 'Эргашева Дилноза Шавкатовна', 'Dilnoza Ergasheva'),
        children: [
          unit(
            'Suv tejovchi texnologiyalar subsidiyalari sektori',
            'Сектор субсидий на водосберегающие технологии',
            'Water-Saving Technology Subsidies Sector',
          ),
          unit("Sug'urta subsidiyalari sektori", 'Сектор страховых субсидий', 'Insurance Subsidies Sector'),
        ],
      }),
    ],
  }),
  unit('Moliya-iqtisod departamenti', 'Финансово-экономический департамент', 'Finance and Economics Department', {
    head: head('Nazarov Otabek Ilhomovich', 'Назаров Отабек Ильхомович', 'Otabek Nazarov'),
    children: [
      unit('Buxgalteriya', 'Бухгалтерия', 'Accounting'),
      unit("Reja-iqtisod bo'limi", 'Планово-экономический отдел', 'Planning and Economics Department'),
      unit("G'aznachilik bo'limi", 'Казначейский отдел', 'Treasury Department'),
    ],
  }),
  unit(
    'Monitoring va nazorat departamenti',
    'Департамент мониторинга и контроля',
    'Monitoring and Control Department',
    {
      head: head('Xolmatov Sardor Olimovich', 'Холматов Сардор Олимович', 'Sardor Kholmatov'),
      children: [
        unit("Loyihalar monitoringi bo'limi", 'Отдел мониторинга проектов', 'Project Monitoring Department'),
        unit("Ichki audit bo'limi", 'Отдел внутреннего аудита', 'Internal Audit Department'),
      ],
    },
  ),
  unit('Hududiy filiallar boshqarmasi', 'Управление региональных филиалов', 'Regional Branches Division', {
    children: [
      unit('Samarqand viloyati filiali', 'Филиал по Самаркандской области', 'Samarkand Region Branch'),
      unit("Farg'ona viloyati filiali", 'Филиал по Ферганской области', 'Fergana Region Branch'),
      unit('Qashqadaryo viloyati filiali', 'Филиал по Кашкадарьинской области', 'Kashkadarya Region Branch'),
    ],
  }),
]

/** How many units the seed makes, at every level. */
export const countStaffUnitSeeds = (seeds: StaffUnitSeed[] = staffUnitSeeds): number =>
  seeds.reduce((sum, seed) => sum + 1 + countStaffUnitSeeds(seed.children ?? []), 0)
