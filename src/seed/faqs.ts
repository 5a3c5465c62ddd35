import type { FaqSeed } from './types.js'

const loans = { uz: 'Kreditlar', ru: 'Кредиты', en: 'Loans' }
const leasing = { uz: 'Lizing', ru: 'Лизинг', en: 'Leasing' }
const appeals = { uz: 'Murojaatlar', ru: 'Обращения', en: 'Appeals' }

/** Questions farmers ask most, as the site's FAQ shows them. */
export const faqSeeds: FaqSeed[] = [
  {
    category: loans,
    question: {
      uz: "Jamg'arma kreditini kim olishi mumkin?",
      ru: 'Кто может получить кредит Фонда?',
      en: 'Who can get a loan from the Fund?',
    },
    answer: {
      uz: [
        "Fermer, dehqon xo'jaliklari, qishloq xo'jaligi kooperativlari va klasterlar, agar ular O'zbekiston Respublikasida ro'yxatdan o'tgan bo'lsa va soliq qarzdorligi bo'lmasa.",
      ],
      ru: [
        'Фермерские и дехканские хозяйства, сельскохозяйственные кооперативы и кластеры, зарегистрированные в Республике Узбекистан и не имеющие налоговой задолженности.',
      ],
      en: [
        'Farms, smallholdings, agricultural cooperatives and clusters registered in Uzbekistan with no tax arrears.',
      ],
    },
  },
  {
    category: loans,
    question: {
      uz: 'Kredit bo‘yicha foiz stavkasi qancha?',
      ru: 'Какова процентная ставка по кредиту?',
      en: 'What is the interest rate on a loan?',
    },
    answer: {
      uz: [
        "Jamg'arma mablag'lari hamkor tijorat banklari orqali yillik 14 foizdan oshmagan stavkada ajratiladi.",
        "Aniq stavka dastur va garov ta'minotiga bog'liq.",
      ],
      ru: [
        'Средства Фонда выдаются через банки-партнёры по ставке не выше 14 процентов годовых.',
        'Точная ставка зависит от программы и обеспечения.',
      ],
      en: [
        "The Fund's money is lent through partner banks at no more than 14 percent a year.",
        'The exact rate depends on the programme and the collateral.',
      ],
    },
  },
  {
    category: leasing,
    question: {
      uz: 'Texnika lizingi uchun boshlang‘ich to‘lov qancha?',
      ru: 'Какой аванс нужен для лизинга техники?',
      en: 'How large is the down payment for leasing machinery?',
    },
    answer: {
      uz: [
        "Boshlang'ich to'lov texnika qiymatining kamida 15 foizini tashkil etadi; mahalliy ishlab chiqarilgan texnika uchun imtiyozli davr 1 yilgacha.",
      ],
      ru: [
        'Аванс составляет не менее 15 процентов стоимости техники; для техники местного производства льготный период до 1 года.',
      ],
      en: [
        'At least 15 percent of the price of the machinery; locally made machinery has a grace period of up to one year.',
      ],
    },
  },
  {
    category: loans,
    question: {
      uz: 'Ariza qancha muddatda ko‘rib chiqiladi?',
      ru: 'Сколько рассматривается заявка?',
      en: 'How long does it take to review an application?',
    },
    answer: {
      uz: ["Ariza hujjatlar to'liq topshirilgan kundan boshlab 10 ish kuni ichida ko'rib chiqiladi."],
      ru: ['Заявка рассматривается в течение 10 рабочих дней со дня подачи полного пакета документов.'],
      en: ['Within 10 working days of the day the complete set of documents is submitted.'],
    },
  },
  {
    category: appeals,
    question: {
      uz: "Jamg'armaga qanday murojaat qilish mumkin?",
      ru: 'Как обратиться в Фонд?',
      en: 'How can I send an appeal to the Fund?',
    },
    answer: {
      uz: [
        "Saytdagi murojaat shakli orqali, ishonch telefoni orqali yoki fuqarolar qabuliga yozilib. Murojaatlar 15 kun ichida ko'rib chiqiladi.",
        'Murojaat holatini kuzatish kodi va telefon raqamingiz orqali tekshirishingiz mumkin.',
      ],
      ru: [
        'Через форму обращения на сайте, по телефону доверия или записавшись на приём граждан. Обращения рассматриваются в течение 15 дней.',
        'Статус обращения можно проверить по коду отслеживания и номеру телефона.',
      ],
      en: [
        'Through the appeal form on this site, the helpline, or by booking a citizen reception. Appeals are answered within 15 days.',
        'You can check the status of an appeal with its tracking code and your phone number.',
      ],
    },
  },
]
