import type { ProgramSeed } from './types.js'

/** The financing programs, in the order the site lists them. */
export const programSeeds: ProgramSeed[] = [
  {
    slug: 'cotton-cluster-working-capital',
    kind: 'credit',
    sector: 'cotton',
    programSector: 'cotton-growing',
    legalDocument: 'PQ-112',
    title: {
      uz: "Paxta klasterlari uchun aylanma mablag'lar krediti",
      ru: 'Кредит на оборотные средства для хлопковых кластеров',
      en: 'Working capital loans for cotton clusters',
    },
    summary: {
      uz: "Chigit, mineral o'g'itlar, yoqilg'i-moylash materiallari va mavsumiy ish haqi xarajatlari uchun 12 oygacha muddatga kredit.",
      ru: 'Кредит сроком до 12 месяцев на семена, минеральные удобрения, ГСМ и сезонную оплату труда.',
      en: 'Loans of up to 12 months for seed, mineral fertiliser, fuel and seasonal wages.',
    },
    terms: {
      uz: [
        "Kredit miqdori: 1 gektar paxta maydoniga 12 mln so'mgacha",
        'Foiz stavkasi: yillik 14 foiz',
        "Muddati: 12 oygacha, hosil topshirilgandan so'ng qaytariladi",
        "Ta'minot: hosil bo'yicha kontraktatsiya shartnomasi va sug'urta polisi",
      ],
      ru: [
        'Сумма: до 12 млн сумов на 1 гектар хлопчатника',
        'Ставка: 14 процентов годовых',
        'Срок: до 12 месяцев, погашение после сдачи урожая',
        'Обеспечение: контрактационный договор на урожай и страховой полис',
      ],
      en: [
        'Amount: up to UZS 12 million per hectare of cotton',
        'Rate: 14 percent a year',
        'Term: up to 12 months, repaid once the harvest is delivered',
        'Collateral: a forward contract on the harvest and an insurance policy',
      ],
    },
    extraDocuments: {
      uz: ["Paxta xom ashyosini yetkazib berish bo'yicha kontraktatsiya shartnomasi"],
      ru: ['Контрактационный договор на поставку хлопка-сырца'],
      en: ['Forward contract for the delivery of raw cotton'],
    },
  },
  {
    slug: 'cotton-picker-leasing',
    kind: 'leasing',
    sector: 'machinery',
    programSector: 'agricultural-machinery',
    legalDocument: 'VMQ-480',
    title: { uz: 'Paxta terish mashinalari lizingi', ru: 'Лизинг хлопкоуборочных машин', en: 'Cotton picker leasing' },
    summary: {
      uz: "Mahalliy va xorijiy paxta terish mashinalarini 7 yilgacha muddatga, 15 foiz boshlang'ich to'lov bilan lizingga olish.",
      ru: 'Лизинг отечественных и импортных хлопкоуборочных машин на срок до 7 лет с авансом 15 процентов.',
      en: 'Leasing of domestic and imported cotton pickers for up to 7 years with a 15 percent down payment.',
    },
    terms: {
      uz: [
        "Boshlang'ich to'lov: texnika qiymatining 15 foizi",
        'Muddati: 7 yilgacha, 1 yillik imtiyozli davr bilan',
        'Lizing stavkasi: yillik 10 foiz',
        "Texnika lizing muddati davomida sug'urta qilinadi",
      ],
      ru: [
        'Аванс: 15 процентов стоимости техники',
        'Срок: до 7 лет с льготным периодом 1 год',
        'Ставка лизинга: 10 процентов годовых',
        'Техника страхуется на весь срок лизинга',
      ],
      en: [
        "Down payment: 15 percent of the machine's price",
        'Term: up to 7 years with a 1-year grace period',
        'Leasing rate: 10 percent a year',
        'The machine is insured for the whole leasing term',
      ],
    },
  },
  {
    slug: 'seed-wheat-production',
    kind: 'credit',
    sector: 'seed_wheat',
    programSector: 'grain-growing',
    legalDocument: 'PQ-112',
    title: {
      uz: "Urug'lik bug'doy yetishtirish krediti",
      ru: 'Кредит на производство семенной пшеницы',
      en: 'Seed wheat production loans',
    },
    summary: {
      uz: "Elita va birinchi reproduksiya urug'lik bug'doy yetishtiruvchi urug'chilik xo'jaliklari uchun imtiyozli kredit.",
      ru: 'Льготный кредит семеноводческим хозяйствам, выращивающим элитные семена пшеницы и семена первой репродукции.',
      en: 'Concessional loans for seed farms growing elite and first-generation seed wheat.',
    },
    terms: {
      uz: [
        'Foiz stavkasi: yillik 10 foiz',
        'Muddati: 18 oygacha',
        "Navlar Davlat reyestriga kiritilgan bo'lishi shart",
        "Hosilning kamida 70 foizi urug'lik sifatida sotiladi",
      ],
      ru: [
        'Ставка: 10 процентов годовых',
        'Срок: до 18 месяцев',
        'Сорта должны быть включены в Государственный реестр',
        'Не менее 70 процентов урожая реализуется как семена',
      ],
      en: [
        'Rate: 10 percent a year',
        'Term: up to 18 months',
        'Varieties must be on the State Register',
        'At least 70 percent of the harvest is sold as seed',
      ],
    },
    extraDocuments: {
      uz: ["Urug'chilik faoliyati bilan shug'ullanish uchun guvohnoma"],
      ru: ['Свидетельство на право семеноводческой деятельности'],
      en: ['Seed-growing certificate'],
    },
  },
  {
    slug: 'commodity-wheat-advance',
    kind: 'credit',
    sector: 'commodity_wheat',
    programSector: 'grain-growing',
    legalDocument: 'PQ-112',
    title: {
      uz: "Tovar bug'doy uchun bo'nak krediti",
      ru: 'Авансовый кредит под товарную пшеницу',
      en: 'Advance loans for commodity wheat',
    },
    summary: {
      uz: "Tovar bug'doy yetishtiruvchi fermer xo'jaliklariga ekishdan yig'im-terimgacha bo'lgan xarajatlar uchun bo'nak.",
      ru: 'Аванс фермерским хозяйствам, выращивающим товарную пшеницу, на затраты от посева до уборки.',
      en: 'An advance to farms growing commodity wheat for their costs from sowing to harvest.',
    },
    terms: {
      uz: [
        "Kredit miqdori: 1 gektarga 8 mln so'mgacha",
        'Foiz stavkasi: yillik 14 foiz',
        'Muddati: 10 oygacha',
        "Qaytarish: don qabul qilish punktiga topshirilgan g'alla hisobidan",
      ],
      ru: [
        'Сумма: до 8 млн сумов на 1 гектар',
        'Ставка: 14 процентов годовых',
        'Срок: до 10 месяцев',
        'Погашение: за счёт зерна, сданного на приёмный пункт',
      ],
      en: [
        'Amount: up to UZS 8 million per hectare',
        'Rate: 14 percent a year',
        'Term: up to 10 months',
        'Repayment: from the grain delivered to a collection point',
      ],
    },
  },
  {
    slug: 'greenhouse-construction',
    kind: 'credit',
    sector: 'greenhouse',
    programSector: 'greenhouses',
    legalDocument: 'PF-61',
    title: {
      uz: 'Zamonaviy issiqxonalar qurish uchun kredit',
      ru: 'Кредит на строительство современных теплиц',
      en: 'Loans for building modern greenhouses',
    },
    summary: {
      uz: "Kamida 1 gektar maydonda gidroponika va tomchilatib sug'orish tizimlariga ega issiqxonalar qurish uchun 7 yilgacha kredit.",
      ru: 'Кредит до 7 лет на строительство теплиц площадью от 1 гектара с гидропоникой и капельным орошением.',
      en: 'Loans of up to 7 years for greenhouses of at least 1 hectare with hydroponics and drip irrigation.',
    },
    terms: {
      uz: [
        'Kredit miqdori: loyiha qiymatining 80 foizigacha',
        'Foiz stavkasi: yillik 14 foiz',
        'Muddati: 7 yilgacha, 2 yillik imtiyozli davr bilan',
        "Eksportga yo'naltirilgan loyihalar uchun stavka 4 foiz punktga kamaytiriladi",
      ],
      ru: [
        'Сумма: до 80 процентов стоимости проекта',
        'Ставка: 14 процентов годовых',
        'Срок: до 7 лет с льготным периодом 2 года',
        'Для экспортно ориентированных проектов ставка снижается на 4 процентных пункта',
      ],
      en: [
        'Amount: up to 80 percent of the project cost',
        'Rate: 14 percent a year',
        'Term: up to 7 years with a 2-year grace period',
        'Export-oriented projects get the rate cut by 4 percentage points',
      ],
    },
    extraDocuments: {
      uz: ['Issiqxona loyihasi va smeta hujjatlari'],
      ru: ['Проект теплицы и сметная документация'],
      en: ['Greenhouse design and cost estimate'],
    },
  },
  {
    slug: 'greenhouse-energy-saving',
    kind: 'subsidy',
    sector: 'greenhouse',
    programSector: 'greenhouses',
    legalDocument: 'PF-61',
    title: {
      uz: 'Issiqxonalarda energiya tejash uchun subsidiya',
      ru: 'Субсидия на энергосбережение в теплицах',
      en: 'Energy-saving subsidy for greenhouses',
    },
    summary: {
      uz: "Issiqxonalarda quyosh panellari, issiqlik nasoslari va energiya tejovchi pardalar o'rnatish xarajatlarining bir qismini qoplash.",
      ru: 'Возмещение части затрат на установку солнечных панелей, тепловых насосов и энергосберегающих экранов в теплицах.',
      en: 'Partial reimbursement of the cost of solar panels, heat pumps and energy-saving screens in greenhouses.',
    },
    terms: {
      uz: [
        "Subsidiya: uskunalar qiymatining 30 foizi, lekin 500 mln so'mdan oshmagan holda",
        "Uskunalar o'rnatilib, ishga tushirilgandan so'ng to'lanadi",
        "Bir xo'jalikka yiliga bir marta beriladi",
      ],
      ru: [
        'Субсидия: 30 процентов стоимости оборудования, но не более 500 млн сумов',
        'Выплачивается после монтажа и ввода оборудования в эксплуатацию',
        'Предоставляется хозяйству не чаще одного раза в год',
      ],
      en: [
        'Subsidy: 30 percent of the equipment cost, capped at UZS 500 million',
        'Paid once the equipment is installed and commissioned',
        'Granted to a farm at most once a year',
      ],
    },
    extraDocuments: {
      uz: ['Uskunani ishga tushirish dalolatnomasi', "To'lov hujjatlari va hisob-fakturalar"],
      ru: ['Акт ввода оборудования в эксплуатацию', 'Платёжные документы и счета-фактуры'],
      en: ['Commissioning certificate of the equipment', 'Payment documents and invoices'],
    },
  },
  {
    slug: 'breeding-cattle-leasing',
    kind: 'leasing',
    sector: 'livestock',
    programSector: 'livestock',
    legalDocument: 'VMQ-480',
    title: {
      uz: 'Naslli qoramol lizingi',
      ru: 'Лизинг племенного крупного рогатого скота',
      en: 'Breeding cattle leasing',
    },
    summary: {
      uz: "Sut va go'sht yo'nalishidagi naslli g'unajinlarni 5 yilgacha muddatga lizingga berish.",
      ru: 'Лизинг племенных тёлок молочного и мясного направления на срок до 5 лет.',
      en: 'Leasing of dairy and beef breeding heifers for up to 5 years.',
    },
    terms: {
      uz: [
        "Boshlang'ich to'lov: 10 foiz",
        'Muddati: 5 yilgacha, 6 oylik imtiyozli davr bilan',
        'Lizing stavkasi: yillik 12 foiz',
        'Har bir bosh uchun kamida 0,5 gektar yem-xashak maydoni talab etiladi',
      ],
      ru: [
        'Аванс: 10 процентов',
        'Срок: до 5 лет с льготным периодом 6 месяцев',
        'Ставка лизинга: 12 процентов годовых',
        'Не менее 0,5 гектара кормовых угодий на каждую голову',
      ],
      en: [
        'Down payment: 10 percent',
        'Term: up to 5 years with a 6-month grace period',
        'Leasing rate: 12 percent a year',
        'At least 0.5 hectare of fodder land per head',
      ],
    },
    extraDocuments: {
      uz: ["Veterinariya xizmatining mollarni saqlash sharoitlari to'g'risidagi xulosasi"],
      ru: ['Заключение ветеринарной службы об условиях содержания скота'],
      en: ["The veterinary service's report on housing conditions"],
    },
  },
  {
    slug: 'fish-farming',
    kind: 'credit',
    sector: 'fishery',
    programSector: 'livestock',
    title: {
      uz: "Baliqchilik xo'jaliklari uchun kredit",
      ru: 'Кредит для рыбоводческих хозяйств',
      en: 'Loans for fish farms',
    },
    summary: {
      uz: "Hovuz va intensiv baliqchilik xo'jaliklariga chavoq, yem va aeratsiya uskunalari uchun kredit.",
      ru: 'Кредит прудовым и интенсивным рыбоводческим хозяйствам на малька, корма и аэрационное оборудование.',
      en: 'Loans for pond and intensive fish farms for fingerlings, feed and aeration equipment.',
    },
    terms: {
      uz: [
        'Foiz stavkasi: yillik 14 foiz',
        "Muddati: aylanma mablag'lar uchun 18 oygacha, uskunalar uchun 5 yilgacha",
        "Suv havzasidan foydalanish huquqi kamida kredit muddatiga teng bo'lishi kerak",
      ],
      ru: [
        'Ставка: 14 процентов годовых',
        'Срок: до 18 месяцев на оборотные средства, до 5 лет на оборудование',
        'Право пользования водоёмом — не меньше срока кредита',
      ],
      en: [
        'Rate: 14 percent a year',
        'Term: up to 18 months for working capital, up to 5 years for equipment',
        'The right to use the water body must last at least as long as the loan',
      ],
    },
    extraDocuments: {
      uz: ["Suv obyektidan foydalanish to'g'risidagi shartnoma"],
      ru: ['Договор на пользование водным объектом'],
      en: ['Water body use agreement'],
    },
  },
  {
    slug: 'tractor-and-combine-leasing',
    kind: 'leasing',
    sector: 'machinery',
    programSector: 'agricultural-machinery',
    legalDocument: 'VMQ-480',
    title: {
      uz: 'Traktor va kombaynlar lizingi',
      ru: 'Лизинг тракторов и комбайнов',
      en: 'Tractor and combine leasing',
    },
    summary: {
      uz: "Universal chopiq traktorlari, g'alla o'rish kombaynlari va tirkama texnikani imtiyozli shartlarda lizingga olish.",
      ru: 'Лизинг универсально-пропашных тракторов, зерноуборочных комбайнов и прицепной техники на льготных условиях.',
      en: 'Concessional leasing of row-crop tractors, grain combines and trailed implements.',
    },
    terms: {
      uz: [
        "Boshlang'ich to'lov: 15 foiz",
        'Muddati: 7 yilgacha',
        'Lizing stavkasi: yillik 10 foiz, mahalliy ishlab chiqarilgan texnika uchun 8 foiz',
        "To'lovlar mavsumiy jadval bo'yicha amalga oshiriladi",
      ],
      ru: [
        'Аванс: 15 процентов',
        'Срок: до 7 лет',
        'Ставка лизинга: 10 процентов годовых, 8 процентов для техники местного производства',
        'Погашение по сезонному графику платежей',
      ],
      en: [
        'Down payment: 15 percent',
        'Term: up to 7 years',
        'Leasing rate: 10 percent a year, 8 percent for locally made machinery',
        'Repaid on a seasonal payment schedule',
      ],
    },
  },
  {
    slug: 'intensive-orchard-subsidy',
    kind: 'subsidy',
    sector: 'fruit',
    programSector: 'horticulture',
    legalDocument: 'PF-61',
    title: {
      uz: "Intensiv bog'lar barpo etish uchun subsidiya",
      ru: 'Субсидия на закладку интенсивных садов',
      en: 'Subsidy for planting intensive orchards',
    },
    summary: {
      uz: "Past bo'yli payvandtaglardagi ko'chatlar bilan intensiv bog' barpo etgan xo'jaliklarga har bir gektar uchun subsidiya.",
      ru: 'Субсидия за каждый гектар хозяйствам, заложившим интенсивный сад на слаборослых подвоях.',
      en: 'A per-hectare subsidy for farms that plant intensive orchards on dwarfing rootstocks.',
    },
    terms: {
      uz: [
        "Subsidiya: 1 gektarga 20 mln so'm",
        'Ekish zichligi: gektariga kamida 2 500 tup',
        "Ko'chatlar sertifikatlangan pitomniklardan olinishi kerak",
        "To'lov bog' barpo etilgani tasdiqlangandan keyin amalga oshiriladi",
      ],
      ru: [
        'Субсидия: 20 млн сумов на 1 гектар',
        'Плотность посадки: не менее 2 500 деревьев на гектар',
        'Саженцы должны быть из сертифицированных питомников',
        'Выплата после подтверждения закладки сада',
      ],
      en: [
        'Subsidy: UZS 20 million per hectare',
        'Planting density: at least 2,500 trees per hectare',
        'Saplings must come from certified nurseries',
        'Paid once the planting is confirmed',
      ],
    },
    extraDocuments: {
      uz: ["Ko'chatlar sertifikati", "Bog' barpo etilganligi to'g'risidagi tuman komissiyasi dalolatnomasi"],
      ru: ['Сертификаты на саженцы', 'Акт районной комиссии о закладке сада'],
      en: ['Sapling certificates', "The district commission's certificate that the orchard was planted"],
    },
  },
  {
    slug: 'drip-irrigation-subsidy',
    kind: 'subsidy',
    sector: 'cotton',
    programSector: 'cotton-growing',
    legalDocument: 'PF-61',
    title: {
      uz: "Suvni tejovchi sug'orish texnologiyalari uchun subsidiya",
      ru: 'Субсидия на водосберегающие технологии орошения',
      en: 'Subsidy for water-saving irrigation',
    },
    summary: {
      uz: "Paxta maydonlarida tomchilatib sug'orish tizimini joriy etish xarajatlarining bir qismini qoplash.",
      ru: 'Возмещение части затрат на внедрение капельного орошения на хлопковых полях.',
      en: 'Partial reimbursement of the cost of introducing drip irrigation on cotton fields.',
    },
    terms: {
      uz: [
        "Subsidiya: 1 gektarga 8 mln so'mgacha",
        "Tizim loyiha tashkiloti tomonidan loyihalangan bo'lishi kerak",
        'Kamida 5 gektar maydonda joriy etilishi shart',
        'Tizimdan kamida 5 yil foydalanilishi lozim',
      ],
      ru: [
        'Субсидия: до 8 млн сумов на 1 гектар',
        'Система должна быть спроектирована проектной организацией',
        'Площадь внедрения — не менее 5 гектаров',
        'Система должна эксплуатироваться не менее 5 лет',
      ],
      en: [
        'Subsidy: up to UZS 8 million per hectare',
        'The system must be designed by a licensed design firm',
        'At least 5 hectares must be covered',
        'The system must stay in use for at least 5 years',
      ],
    },
    extraDocuments: {
      uz: ["Tomchilatib sug'orish tizimi loyihasi"],
      ru: ['Проект системы капельного орошения'],
      en: ['Drip irrigation system design'],
    },
  },
  {
    slug: 'seed-potato-production',
    kind: 'credit',
    sector: 'potato',
    programSector: 'horticulture',
    hidden: true,
    title: {
      uz: "Urug'lik kartoshka yetishtirish krediti",
      ru: 'Кредит на выращивание семенного картофеля',
      en: 'Seed potato production loans',
    },
    summary: {
      uz: "Mahalliy urug'lik kartoshka yetishtirishni kengaytirish va import urug'likka bog'liqlikni kamaytirish uchun kredit.",
      ru: 'Кредит на расширение местного производства семенного картофеля и снижение зависимости от импортных семян.',
      en: 'Loans to expand local seed potato production and reduce dependence on imported seed.',
    },
    terms: {
      uz: [
        'Foiz stavkasi: yillik 12 foiz',
        'Muddati: 3 yilgacha',
        "Urug'lik kartoshkani saqlash uchun sovutkichli ombor bo'lishi kerak",
      ],
      ru: [
        'Ставка: 12 процентов годовых',
        'Срок: до 3 лет',
        'Необходимо холодильное хранилище для семенного картофеля',
      ],
      en: ['Rate: 12 percent a year', 'Term: up to 3 years', 'A refrigerated store for seed potatoes is required'],
    },
  },
]
