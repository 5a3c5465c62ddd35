import type { LegalDocumentSeed } from './types.js'

/** Demo legal bases of the programs; numbers and dates are illustrative, not citations of real acts. */
export const legalDocumentSeeds: LegalDocumentSeed[] = [
  {
    number: 'PQ-112',
    docType: 'resolution',
    relevance: 'high',
    state: 'in_force',
    adoptedOn: '2025-03-14',
    title: {
      uz: "Qishloq xo'jaligi mahsulotlari yetishtiruvchilarni moliyaviy qo'llab-quvvatlash tizimini takomillashtirish to'g'risida",
      ru: 'О совершенствовании системы финансовой поддержки производителей сельскохозяйственной продукции',
      en: 'On improving financial support for agricultural producers',
    },
    direction: { uz: 'Kreditlash', ru: 'Кредитование', en: 'Lending' },
    paragraphs: {
      uz: [
        "Qaror paxta, g'alla va urug'chilik xo'jaliklarini aylanma mablag'lar bilan ta'minlash tartibini belgilaydi.",
        "Jamg'arma mablag'lari hamkor tijorat banklari orqali yillik 14 foizdan oshmagan stavkada ajratiladi.",
      ],
      ru: [
        'Постановление определяет порядок обеспечения хлопковых, зерновых и семеноводческих хозяйств оборотными средствами.',
        'Средства Фонда выделяются через коммерческие банки-партнёры по ставке не выше 14 процентов годовых.',
      ],
      en: [
        'The resolution sets out how cotton, grain and seed farms are provided with working capital.',
        "The Fund's resources are lent through partner commercial banks at no more than 14 percent a year.",
      ],
    },
  },
  {
    number: 'VMQ-480',
    docType: 'regulation',
    relevance: 'high',
    state: 'amended',
    adoptedOn: '2023-09-05',
    title: {
      uz: "Qishloq xo'jaligi texnikasi va naslli chorva mollarini lizingga berish tartibi to'g'risidagi nizom",
      ru: 'Положение о порядке лизинга сельскохозяйственной техники и племенного скота',
      en: 'Regulation on leasing agricultural machinery and breeding livestock',
    },
    direction: { uz: 'Lizing', ru: 'Лизинг', en: 'Leasing' },
    paragraphs: {
      uz: [
        "Nizom lizing oluvchilarga qo'yiladigan talablarni, boshlang'ich to'lov miqdorini va imtiyozli davrlarni belgilaydi.",
        "2025 yilda kiritilgan o'zgartirishlarga ko'ra mahalliy ishlab chiqarilgan texnika uchun lizing stavkasi kamaytirildi.",
      ],
      ru: [
        'Положение устанавливает требования к лизингополучателям, размер аванса и льготные периоды.',
        'Изменениями 2025 года снижена ставка лизинга для техники местного производства.',
      ],
      en: [
        'The regulation sets the requirements for lessees, the down payment and grace periods.',
        'Amendments made in 2025 lowered the leasing rate for locally made machinery.',
      ],
    },
  },
  {
    number: 'PF-61',
    docType: 'decree',
    relevance: 'medium',
    state: 'in_force',
    adoptedOn: '2024-04-22',
    title: {
      uz: "Bog'dorchilik va issiqxona xo'jaliklarini rivojlantirish bo'yicha qo'shimcha chora-tadbirlar to'g'risida",
      ru: 'О дополнительных мерах по развитию садоводства и тепличного хозяйства',
      en: 'On additional measures to develop horticulture and greenhouse farming',
    },
    direction: { uz: 'Subsidiyalar', ru: 'Субсидии', en: 'Subsidies' },
    paragraphs: {
      uz: [
        "Farmon intensiv bog'lar, suvni tejovchi sug'orish va energiya tejovchi issiqxonalar uchun subsidiyalar ajratishni nazarda tutadi.",
        "Subsidiyalar Jamg'arma tomonidan ishlar bajarilganligi tasdiqlangandan so'ng to'lanadi.",
      ],
      ru: [
        'Указ предусматривает субсидии на интенсивные сады, водосберегающее орошение и энергосберегающие теплицы.',
        'Субсидии выплачиваются Фондом после подтверждения выполнения работ.',
      ],
      en: [
        'The decree provides for subsidies for intensive orchards, water-saving irrigation and energy-saving greenhouses.',
        'The Fund pays the subsidies once the work has been confirmed.',
      ],
    },
  },
]
