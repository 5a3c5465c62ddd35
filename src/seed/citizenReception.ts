import type { CitizenReceptionSeed, ManagerSeed } from './types.js'

/** The reception office; address, numbers and coordinates are illustrative. */
export const citizenReceptionSeed: CitizenReceptionSeed = {
  address: {
    uz: "Toshkent shahri, Yunusobod tumani, Amir Temur shoh ko'chasi, 107-uy",
    ru: 'г. Ташкент, Юнусабадский район, проспект Амира Темура, 107',
    en: '107 Amir Temur Avenue, Yunusabad district, Tashkent',
  },
  workingHours: {
    uz: 'Dushanba–Juma, 09:00–18:00 (tushlik 13:00–14:00)',
    ru: 'Понедельник–пятница, 09:00–18:00 (обед 13:00–14:00)',
    en: 'Monday to Friday, 09:00–18:00 (lunch 13:00–14:00)',
  },
  phone: '+998 71 203-50-50',
  helpline: '+998 71 203-50-55',
  email: 'murojaat@agrofond.uz',
  map: { lat: 41.3385, lng: 69.2851 },
  notes: {
    uz: [
      'Qabulga ishonch telefoni yoki saytdagi murojaat shakli orqali oldindan yoziling.',
      "O'zingiz bilan shaxsingizni tasdiqlovchi hujjat va murojaatingizga oid hujjatlarni olib keling.",
    ],
    ru: [
      'Запишитесь на приём заранее по телефону доверия или через форму обращения на сайте.',
      'Возьмите с собой документ, удостоверяющий личность, и документы по вашему вопросу.',
    ],
    en: [
      'Book your visit in advance through the helpline or the appeal form on this site.',
      'Bring an identity document and the papers your question concerns.',
    ],
  },
}

/** The fund's management, by rank; names are fictional. Members with reception days form the reception schedule. */
export const managementSeeds: ManagerSeed[] = [
  {
    fullName: { uz: 'Abdullayev Jasur Karimovich', ru: 'Абдуллаев Жасур Каримович', en: 'Jasur Abdullayev' },
    position: { uz: "Jamg'arma direktori", ru: 'Директор Фонда', en: 'Director of the Fund' },
    receptionDays: { uz: 'Seshanba, 10:00–12:00', ru: 'Вторник, 10:00–12:00', en: 'Tuesday, 10:00–12:00' },
  },
  {
    fullName: { uz: 'Rahimova Dilnoza Bahodirovna', ru: 'Рахимова Дильноза Баходировна', en: 'Dilnoza Rahimova' },
    position: {
      uz: "Direktorning birinchi o'rinbosari",
      ru: 'Первый заместитель директора',
      en: 'First Deputy Director',
    },
    receptionDays: { uz: 'Payshanba, 14:00–16:00', ru: 'Четверг, 14:00–16:00', en: 'Thursday, 14:00–16:00' },
  },
  {
    fullName: { uz: "Yo'ldoshev Sardor Alisherovich", ru: 'Юлдашев Сардор Алишерович', en: 'Sardor Yuldashev' },
    position: {
      uz: "Direktor o'rinbosari, lizing masalalari bo'yicha",
      ru: 'Заместитель директора по вопросам лизинга',
      en: 'Deputy Director for Leasing',
    },
    receptionDays: { uz: 'Juma, 10:00–12:00', ru: 'Пятница, 10:00–12:00', en: 'Friday, 10:00–12:00' },
  },
  {
    fullName: { uz: 'Qodirov Bekzod Rustamovich', ru: 'Кадыров Бекзод Рустамович', en: 'Bekzod Kadyrov' },
    position: { uz: 'Bosh hisobchi', ru: 'Главный бухгалтер', en: 'Chief Accountant' },
  },
]
