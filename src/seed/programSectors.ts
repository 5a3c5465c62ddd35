import type { ProgramSectorSeed } from './types.js'

/** The fund's lines of business, in the order the site lists them. */
export const programSectorSeeds: ProgramSectorSeed[] = [
  {
    slug: 'cotton-growing',
    name: { uz: 'Paxtachilik', ru: 'Хлопководство', en: 'Cotton growing' },
    description: {
      uz: "Paxta-to'qimachilik klasterlari va fermer xo'jaliklari uchun aylanma mablag'lar hamda suvni tejovchi texnologiyalarni moliyalashtirish.",
      ru: 'Финансирование оборотных средств и водосберегающих технологий для хлопково-текстильных кластеров и фермерских хозяйств.',
      en: 'Working capital and water-saving technology financing for cotton-textile clusters and farms.',
    },
  },
  {
    slug: 'grain-growing',
    name: { uz: "G'allachilik", ru: 'Зерноводство', en: 'Grain growing' },
    description: {
      uz: "Urug'lik va tovar bug'doy yetishtirish, yig'im-terim va saqlash uchun kreditlar.",
      ru: 'Кредиты на выращивание семенной и товарной пшеницы, уборку и хранение урожая.',
      en: 'Loans for growing seed and commodity wheat, harvesting and storage.',
    },
  },
  {
    slug: 'horticulture',
    name: {
      uz: "Bog'dorchilik va sabzavotchilik",
      ru: 'Садоводство и овощеводство',
      en: 'Horticulture and vegetable growing',
    },
    description: {
      uz: "Intensiv bog'lar barpo etish va urug'lik kartoshka yetishtirishni qo'llab-quvvatlash.",
      ru: 'Поддержка закладки интенсивных садов и производства семенного картофеля.',
      en: 'Support for planting intensive orchards and growing seed potatoes.',
    },
  },
  {
    slug: 'greenhouses',
    name: { uz: "Issiqxona xo'jaligi", ru: 'Тепличное хозяйство', en: 'Greenhouse farming' },
    description: {
      uz: 'Zamonaviy issiqxonalar qurish va energiya tejovchi texnologiyalarni joriy etish.',
      ru: 'Строительство современных теплиц и внедрение энергосберегающих технологий.',
      en: 'Building modern greenhouses and introducing energy-saving technologies.',
    },
  },
  {
    slug: 'livestock',
    name: { uz: 'Chorvachilik va baliqchilik', ru: 'Животноводство и рыбоводство', en: 'Livestock and fish farming' },
    description: {
      uz: "Naslli qoramol lizingi va baliqchilik xo'jaliklarini moliyalashtirish.",
      ru: 'Лизинг племенного скота и финансирование рыбоводческих хозяйств.',
      en: 'Breeding cattle leasing and financing for fish farms.',
    },
  },
  {
    slug: 'agricultural-machinery',
    name: { uz: "Qishloq xo'jaligi texnikasi", ru: 'Сельскохозяйственная техника', en: 'Agricultural machinery' },
    description: {
      uz: 'Traktorlar, kombaynlar va paxta terish mashinalarini lizingga berish.',
      ru: 'Лизинг тракторов, комбайнов и хлопкоуборочных машин.',
      en: 'Leasing of tractors, combines and cotton pickers.',
    },
  },
]
