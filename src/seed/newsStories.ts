import type { InEveryLocale } from '../config/locales.js'

/** News categories of the demo, in navigation order. */
export const newsCategorySeeds: { slug: string; name: InEveryLocale }[] = [
  { slug: 'fund-news', name: { uz: "Jamg'arma yangiliklari", ru: 'Новости фонда', en: 'Fund news' } },
  { slug: 'leasing', name: { uz: 'Lizing', ru: 'Лизинг', en: 'Leasing' } },
  { slug: 'subsidies', name: { uz: 'Subsidiyalar', ru: 'Субсидии', en: 'Subsidies' } },
  { slug: 'events', name: { uz: 'Tadbirlar', ru: 'Мероприятия', en: 'Events' } },
  { slug: 'announcements', name: { uz: "E'lonlar", ru: 'Объявления', en: 'Announcements' } },
]

/** A region as a news text names it: where something happens. */
export interface Region {
  slug: string
  in: InEveryLocale
}

export const regions: Region[] = [
  { slug: 'andijan', in: { uz: 'Andijon viloyatida', ru: 'в Андижанской области', en: 'in the Andijan region' } },
  { slug: 'fergana', in: { uz: "Farg'ona viloyatida", ru: 'в Ферганской области', en: 'in the Fergana region' } },
  {
    slug: 'samarkand',
    in: { uz: 'Samarqand viloyatida', ru: 'в Самаркандской области', en: 'in the Samarkand region' },
  },
  { slug: 'bukhara', in: { uz: 'Buxoro viloyatida', ru: 'в Бухарской области', en: 'in the Bukhara region' } },
  {
    slug: 'kashkadarya',
    in: { uz: 'Qashqadaryo viloyatida', ru: 'в Кашкадарьинской области', en: 'in the Kashkadarya region' },
  },
  { slug: 'namangan', in: { uz: 'Namangan viloyatida', ru: 'в Наманганской области', en: 'in the Namangan region' } },
  {
    slug: 'tashkent-region',
    in: { uz: 'Toshkent viloyatida', ru: 'в Ташкентской области', en: 'in the Tashkent region' },
  },
  { slug: 'khorezm', in: { uz: 'Xorazm viloyatida', ru: 'в Хорезмской области', en: 'in the Khorezm region' } },
  {
    slug: 'surkhandarya',
    in: { uz: 'Surxondaryo viloyatida', ru: 'в Сурхандарьинской области', en: 'in the Surkhandarya region' },
  },
  { slug: 'jizzakh', in: { uz: 'Jizzax viloyatida', ru: 'в Джизакской области', en: 'in the Jizzakh region' } },
  { slug: 'navoi', in: { uz: 'Navoiy viloyatida', ru: 'в Навоийской области', en: 'in the Navoi region' } },
  { slug: 'syrdarya', in: { uz: 'Sirdaryo viloyatida', ru: 'в Сырдарьинской области', en: 'in the Syrdarya region' } },
  {
    slug: 'karakalpakstan',
    in: {
      uz: "Qoraqalpog'iston Respublikasida",
      ru: 'в Республике Каракалпакстан',
      en: 'in the Republic of Karakalpakstan',
    },
  },
]

export interface StoryText {
  title: string
  excerpt: string
  paragraphs: string[]
}

/** One kind of news, told for a region with a figure that varies between its tellings. */
export interface Story {
  slug: string
  category: string
  text: (region: Region, n: number) => InEveryLocale<StoryText>
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export const stories: Story[] = [
  {
    slug: 'tractors-leased',
    category: 'leasing',
    text: (r, n) => ({
      uz: {
        title: `${r.in.uz} fermerlarga ${n} ta traktor lizingga berildi`,
        excerpt: `Jamg'arma ${r.in.uz.replace(/da$/, '')} fermer xo'jaliklariga yangi texnikani imtiyozli lizing shartlarida topshirdi.`,
        paragraphs: [
          `${r.in.uz} ${n} ta fermer xo'jaligiga zamonaviy g'ildirakli traktorlar topshirildi. Lizing muddati 7 yil, boshlang'ich to'lov 15 foiz.`,
          "Texnika bahorgi ekish mavsumidan oldin yetkazib berildi. Fermerlar birinchi to'lovni hosil yig'ilgandan keyin amalga oshiradi.",
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} фермерам передано в лизинг ${n} тракторов`,
        excerpt: 'Фонд передал фермерским хозяйствам новую технику на льготных условиях лизинга.',
        paragraphs: [
          `${capital(r.in.ru)} ${n} фермерских хозяйств получили современные колёсные тракторы. Срок лизинга — 7 лет, авансовый платёж — 15 процентов.`,
          'Техника поставлена до начала весеннего сева. Первый платёж фермеры вносят после сбора урожая.',
        ],
      },
      en: {
        title: `${n} tractors leased to farmers ${r.in.en}`,
        excerpt: 'The fund handed new machinery to farms on preferential leasing terms.',
        paragraphs: [
          `${n} farms ${r.in.en} received modern wheeled tractors. The lease runs for 7 years with a 15 per cent down payment.`,
          'The machinery arrived before the spring sowing. Farmers make their first payment after the harvest.',
        ],
      },
    }),
  },
  {
    slug: 'combines-before-harvest',
    category: 'leasing',
    text: (r, n) => ({
      uz: {
        title: `G'alla o'rimi oldidan ${r.in.uz} ${n} ta kombayn yetkazildi`,
        excerpt: "Bug'doy o'rimiga tayyorgarlik doirasida kombaynlar lizing asosida berildi.",
        paragraphs: [
          `${r.in.uz} g'alla yetishtiruvchi klasterlar va fermerlarga ${n} ta don o'rish kombayni topshirildi.`,
          "Lizing to'lovlari yiliga ikki marta, mavsumiy daromadga moslab belgilangan.",
        ],
      },
      ru: {
        title: `Перед жатвой ${r.in.ru} поставлено ${n} комбайнов`,
        excerpt: 'В рамках подготовки к уборке пшеницы комбайны переданы в лизинг.',
        paragraphs: [
          `${capital(r.in.ru)} зерновые кластеры и фермеры получили ${n} зерноуборочных комбайнов.`,
          'Лизинговые платежи вносятся дважды в год, с учётом сезонного дохода.',
        ],
      },
      en: {
        title: `${n} combine harvesters delivered ${r.in.en} ahead of the harvest`,
        excerpt: 'Combines were leased as part of the preparations for the wheat harvest.',
        paragraphs: [
          `Grain clusters and farmers ${r.in.en} received ${n} combine harvesters.`,
          'Lease payments fall twice a year, in step with seasonal income.',
        ],
      },
    }),
  },
  {
    slug: 'drip-irrigation-subsidies',
    category: 'subsidies',
    text: (r, n) => ({
      uz: {
        title: `${r.in.uz} ${n} ta xo'jalikka tomchilatib sug'orish uchun subsidiya to'landi`,
        excerpt: 'Suvni tejaydigan texnologiyalarni joriy etgan fermerlar xarajatlarining bir qismi qoplandi.',
        paragraphs: [
          `${r.in.uz} tomchilatib sug'orish tizimini o'rnatgan ${n} ta xo'jalikka subsidiya ajratildi.`,
          "Subsidiya tizim qiymatining 50 foizigacha, har bir gektar uchun belgilangan chegaradan oshmagan holda to'lanadi.",
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} ${n} хозяйствам выплачены субсидии на капельное орошение`,
        excerpt: 'Фермерам, внедрившим водосберегающие технологии, возмещена часть затрат.',
        paragraphs: [
          `${capital(r.in.ru)} субсидии получили ${n} хозяйств, установивших системы капельного орошения.`,
          'Субсидия покрывает до 50 процентов стоимости системы, но не более установленного предела на гектар.',
        ],
      },
      en: {
        title: `Drip irrigation subsidies paid to ${n} farms ${r.in.en}`,
        excerpt: 'Farmers who adopted water-saving technology had part of their costs refunded.',
        paragraphs: [
          `${n} farms ${r.in.en} that installed drip irrigation received subsidies.`,
          'The subsidy covers up to 50 per cent of the system, within a set limit per hectare.',
        ],
      },
    }),
  },
  {
    slug: 'greenhouse-compensation',
    category: 'subsidies',
    text: (r, n) => ({
      uz: {
        title: `${r.in.uz} issiqxonalar uchun ${n} mlrd so'm kompensatsiya berildi`,
        excerpt: 'Yangi issiqxonalar qurilishi xarajatlari qisman qoplanmoqda.',
        paragraphs: [
          `${r.in.uz} zamonaviy issiqxonalar barpo etgan tadbirkorlarga jami ${n} mlrd so'm kompensatsiya to'landi.`,
          'Kompensatsiya issiqxona qurilishi uchun olingan kredit foizlarining bir qismini qoplaydi.',
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} на теплицы выплачено ${n} млрд сумов компенсаций`,
        excerpt: 'Затраты на строительство новых теплиц частично возмещаются.',
        paragraphs: [
          `${capital(r.in.ru)} предпринимателям, построившим современные теплицы, выплачено ${n} млрд сумов компенсаций.`,
          'Компенсация покрывает часть процентов по кредитам на строительство теплиц.',
        ],
      },
      en: {
        title: `${n} billion som paid ${r.in.en} to compensate greenhouse builders`,
        excerpt: 'Part of the cost of building new greenhouses is being refunded.',
        paragraphs: [
          `Entrepreneurs who built modern greenhouses ${r.in.en} received ${n} billion som in compensation.`,
          'The compensation covers part of the interest on loans taken to build them.',
        ],
      },
    }),
  },
  {
    slug: 'cotton-credit-line',
    category: 'fund-news',
    text: (r, n) => ({
      uz: {
        title: `${r.in.uz} paxta klasterlari uchun ${n}0 mlrd so'mlik kredit liniyasi ochildi`,
        excerpt: 'Kreditlar hamkor banklar orqali yillik 14 foiz stavkada beriladi.',
        paragraphs: [
          `Jamg'arma ${r.in.uz} faoliyat yuritayotgan paxta-to'qimachilik klasterlari uchun ${n}0 mlrd so'mlik kredit liniyasini ochdi.`,
          "Mablag'lar mineral o'g'itlar, yoqilg'i va ish haqi xarajatlarini moliyalashtirishga yo'naltiriladi.",
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} открыта кредитная линия на ${n}0 млрд сумов для хлопковых кластеров`,
        excerpt: 'Кредиты выдаются через банки-партнёры под 14 процентов годовых.',
        paragraphs: [
          `Фонд открыл кредитную линию на ${n}0 млрд сумов для хлопково-текстильных кластеров, работающих ${r.in.ru}.`,
          'Средства направляются на минеральные удобрения, топливо и оплату труда.',
        ],
      },
      en: {
        title: `A ${n}0 billion som credit line opens for cotton clusters ${r.in.en}`,
        excerpt: 'Loans are issued through partner banks at 14 per cent a year.',
        paragraphs: [
          `The fund opened a ${n}0 billion som credit line for cotton and textile clusters ${r.in.en}.`,
          'The money goes to mineral fertiliser, fuel and wages.',
        ],
      },
    }),
  },
  {
    slug: 'branch-office',
    category: 'fund-news',
    text: (r) => ({
      uz: {
        title: `${r.in.uz} Jamg'armaning yangi filiali ochildi`,
        excerpt: "Fermerlar endi ariza topshirish va maslahat olish uchun uzoq yo'l bosmaydi.",
        paragraphs: [
          `${r.in.uz} Jamg'armaning hududiy filiali yangi binoda ish boshladi.`,
          "Filialda kredit, lizing va subsidiya bo'yicha arizalar qabul qilinadi, mutaxassislar bepul maslahat beradi.",
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} открылся новый филиал Фонда`,
        excerpt: 'Фермерам больше не нужно ехать далеко, чтобы подать заявку или получить консультацию.',
        paragraphs: [
          `${capital(r.in.ru)} региональный филиал Фонда начал работу в новом здании.`,
          'Филиал принимает заявки на кредиты, лизинг и субсидии, специалисты консультируют бесплатно.',
        ],
      },
      en: {
        title: `The fund opens a new branch ${r.in.en}`,
        excerpt: 'Farmers no longer have to travel far to apply or get advice.',
        paragraphs: [
          `The fund's regional branch ${r.in.en} has started work in a new building.`,
          'It takes applications for loans, leasing and subsidies, and its specialists advise free of charge.',
        ],
      },
    }),
  },
  {
    slug: 'leasing-seminar',
    category: 'events',
    text: (r, n) => ({
      uz: {
        title: `${r.in.uz} fermerlar uchun lizing bo'yicha seminar o'tkazildi`,
        excerpt: `Seminarda ${n}0 dan ortiq fermer ishtirok etdi.`,
        paragraphs: [
          `${r.in.uz} o'tkazilgan seminarda ${n}0 dan ortiq fermer lizing shartlari, hujjatlar ro'yxati va ariza ko'rib chiqish muddatlari bilan tanishdi.`,
          "Ishtirokchilar savollariga Jamg'arma va hamkor banklar mutaxassislari javob berdi.",
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} для фермеров прошёл семинар по лизингу`,
        excerpt: `В семинаре участвовали более ${n}0 фермеров.`,
        paragraphs: [
          `На семинаре ${r.in.ru} более ${n}0 фермеров познакомились с условиями лизинга, перечнем документов и сроками рассмотрения заявок.`,
          'На вопросы участников ответили специалисты Фонда и банков-партнёров.',
        ],
      },
      en: {
        title: `A leasing seminar for farmers held ${r.in.en}`,
        excerpt: `More than ${n}0 farmers took part.`,
        paragraphs: [
          `At the seminar ${r.in.en}, more than ${n}0 farmers learned about leasing terms, the documents required and how long applications take.`,
          "Specialists of the fund and its partner banks answered the participants' questions.",
        ],
      },
    }),
  },
  {
    slug: 'machinery-field-day',
    category: 'events',
    text: (r, n) => ({
      uz: {
        title: `${r.in.uz} qishloq xo'jaligi texnikasi ko'rgazmasi bo'lib o'tdi`,
        excerpt: `Ko'rgazmada ${n} turdagi texnika namoyish etildi.`,
        paragraphs: [
          `${r.in.uz} dala kunida mahalliy va xorijiy ishlab chiqaruvchilarning ${n} turdagi texnikasi namoyish qilindi.`,
          "Fermerlar texnikani sinab ko'rish va joyida lizing uchun dastlabki ariza berish imkoniyatiga ega bo'ldi.",
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} прошла выставка сельскохозяйственной техники`,
        excerpt: `На выставке показали ${n} видов техники.`,
        paragraphs: [
          `На дне поля ${r.in.ru} отечественные и зарубежные производители показали ${n} видов техники.`,
          'Фермеры смогли опробовать технику и на месте подать предварительную заявку на лизинг.',
        ],
      },
      en: {
        title: `A farm machinery show held ${r.in.en}`,
        excerpt: `${n} kinds of machinery were on show.`,
        paragraphs: [
          `At a field day ${r.in.en}, local and foreign makers showed ${n} kinds of machinery.`,
          'Farmers could try the machines and file a preliminary leasing application on the spot.',
        ],
      },
    }),
  },
  {
    slug: 'spring-sowing-applications',
    category: 'announcements',
    text: (r) => ({
      uz: {
        title: `${r.in.uz} bahorgi ekish uchun kredit arizalari qabul qilinmoqda`,
        excerpt: 'Arizalar hududiy filial va hamkor banklarda qabul qilinadi.',
        paragraphs: [
          `${r.in.uz} bahorgi ekish mavsumi uchun aylanma mablag'lar kreditiga arizalar qabul qilinmoqda.`,
          "Ariza 10 ish kuni ichida ko'rib chiqiladi. Kerakli hujjatlar ro'yxati dastur sahifasida keltirilgan.",
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} принимаются заявки на кредиты для весеннего сева`,
        excerpt: 'Заявки принимают региональный филиал и банки-партнёры.',
        paragraphs: [
          `${capital(r.in.ru)} принимаются заявки на кредиты на оборотные средства для весеннего сева.`,
          'Заявка рассматривается в течение 10 рабочих дней. Перечень документов приведён на странице программы.',
        ],
      },
      en: {
        title: `Applications for spring sowing loans open ${r.in.en}`,
        excerpt: 'The regional branch and partner banks take applications.',
        paragraphs: [
          `Applications for working capital loans for the spring sowing are open ${r.in.en}.`,
          'An application is reviewed within 10 working days. The documents required are listed on the program page.',
        ],
      },
    }),
  },
  {
    slug: 'quarter-results',
    category: 'fund-news',
    text: (r, n) => ({
      uz: {
        title: `${r.in.uz} chorak davomida ${n}5 mlrd so'm kredit ajratildi`,
        excerpt: "Mablag'larning katta qismi chorvachilik va bog'dorchilik loyihalariga yo'naltirildi.",
        paragraphs: [
          `Chorak yakunlariga ko'ra ${r.in.uz} fermer va tadbirkorlarga jami ${n}5 mlrd so'm kredit berildi.`,
          "Moliyalashtirilgan loyihalar natijasida 300 dan ortiq yangi ish o'rni yaratildi.",
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} за квартал выдано ${n}5 млрд сумов кредитов`,
        excerpt: 'Большая часть средств направлена на проекты в животноводстве и садоводстве.',
        paragraphs: [
          `По итогам квартала ${r.in.ru} фермерам и предпринимателям выдано ${n}5 млрд сумов кредитов.`,
          'Профинансированные проекты создали более 300 новых рабочих мест.',
        ],
      },
      en: {
        title: `${n}5 billion som lent ${r.in.en} in the quarter`,
        excerpt: 'Most of the money went to livestock and orchard projects.',
        paragraphs: [
          `In the quarter, farmers and entrepreneurs ${r.in.en} received ${n}5 billion som in loans.`,
          'The projects financed created more than 300 new jobs.',
        ],
      },
    }),
  },
  {
    slug: 'cattle-leasing',
    category: 'leasing',
    text: (r, n) => ({
      uz: {
        title: `${r.in.uz} ${n}0 bosh naslli qoramol lizingga berildi`,
        excerpt: "Naslli mollar chorvachilik xo'jaliklariga 5 yillik lizing asosida topshirildi.",
        paragraphs: [
          `${r.in.uz} chorvachilik xo'jaliklariga ${n}0 bosh naslli qoramol topshirildi.`,
          "Hayvonlar veterinariya ko'rigidan o'tkazilgan va sug'urtalangan. Lizing muddati 5 yil.",
        ],
      },
      ru: {
        title: `${capital(r.in.ru)} передано в лизинг ${n}0 голов племенного скота`,
        excerpt: 'Племенной скот передан животноводческим хозяйствам в лизинг на 5 лет.',
        paragraphs: [
          `${capital(r.in.ru)} животноводческие хозяйства получили ${n}0 голов племенного крупного рогатого скота.`,
          'Животные прошли ветеринарный осмотр и застрахованы. Срок лизинга — 5 лет.',
        ],
      },
      en: {
        title: `${n}0 head of breeding cattle leased ${r.in.en}`,
        excerpt: 'Breeding cattle were leased to livestock farms for 5 years.',
        paragraphs: [
          `Livestock farms ${r.in.en} received ${n}0 head of breeding cattle.`,
          'The animals passed veterinary checks and are insured. The lease runs for 5 years.',
        ],
      },
    }),
  },
  {
    slug: 'reception-day',
    category: 'announcements',
    text: (r) => ({
      uz: {
        title: `Jamg'arma rahbariyati ${r.in.uz} sayyor qabul o'tkazadi`,
        excerpt: 'Fermerlar va tadbirkorlar murojaatlari bilan oldindan yozilishi mumkin.',
        paragraphs: [
          `Jamg'arma rahbariyati ${r.in.uz} fuqarolar va tadbirkorlarning sayyor qabulini o'tkazadi.`,
          "Qabulga yozilish ishonch telefoni orqali amalga oshiriladi. Murojaatlar belgilangan muddatda ko'rib chiqiladi.",
        ],
      },
      ru: {
        title: `Руководство Фонда проведёт выездной приём ${r.in.ru}`,
        excerpt: 'Фермеры и предприниматели могут записаться заранее.',
        paragraphs: [
          `Руководство Фонда проведёт выездной приём граждан и предпринимателей ${r.in.ru}.`,
          'Запись на приём — по телефону доверия. Обращения рассматриваются в установленные сроки.',
        ],
      },
      en: {
        title: `The fund's management holds an on-site reception ${r.in.en}`,
        excerpt: 'Farmers and entrepreneurs can book in advance.',
        paragraphs: [
          `The fund's management will receive citizens and entrepreneurs ${r.in.en}.`,
          'Book through the helpline. Appeals are answered within the legal term.',
        ],
      },
    }),
  },
]
