import { labels } from '../fields/labels.js'

/** Contract 4.13: the regions an appeal comes from, with their names in the interface languages. */
export const appealRegions = {
  andijan: labels('Andijan Region', 'Андижанская область', 'Andijon viloyati'),
  bukhara: labels('Bukhara Region', 'Бухарская область', 'Buxoro viloyati'),
  fergana: labels('Fergana Region', 'Ферганская область', "Farg'ona viloyati"),
  jizzakh: labels('Jizzakh Region', 'Джизакская область', 'Jizzax viloyati'),
  kashkadarya: labels('Kashkadarya Region', 'Кашкадарьинская область', 'Qashqadaryo viloyati'),
  khorezm: labels('Khorezm Region', 'Хорезмская область', 'Xorazm viloyati'),
  namangan: labels('Namangan Region', 'Наманганская область', 'Namangan viloyati'),
  navoi: labels('Navoi Region', 'Навоийская область', 'Navoiy viloyati'),
  samarkand: labels('Samarkand Region', 'Самаркандская область', 'Samarqand viloyati'),
  surkhandarya: labels('Surkhandarya Region', 'Сурхандарьинская область', 'Surxondaryo viloyati'),
  syrdarya: labels('Syrdarya Region', 'Сырдарьинская область', 'Sirdaryo viloyati'),
  tashkent_region: labels('Tashkent Region', 'Ташкентская область', 'Toshkent viloyati'),
  tashkent_city: labels('Tashkent City', 'город Ташкент', 'Toshkent shahri'),
  karakalpakstan: labels('Republic of Karakalpakstan', 'Республика Каракалпакстан', "Qoraqalpog'iston Respublikasi"),
} as const

/** Contract 4.13: what kind of appeal it is. */
export const appealTypes = {
  application: labels('Application', 'Заявление', 'Ariza'),
  complaint: labels('Complaint', 'Жалоба', 'Shikoyat'),
  proposal: labels('Proposal', 'Предложение', 'Taklif'),
} as const

/** Contract 4.13: where an appeal stands. */
export const appealStatuses = {
  new: labels('New', 'Новое', 'Yangi'),
  in_progress: labels('In progress', 'На рассмотрении', "Ko'rib chiqilmoqda"),
  answered: labels('Answered', 'Дан ответ', 'Javob berilgan'),
  rejected: labels('Rejected', 'Отклонено', 'Rad etilgan'),
} as const

export type AppealRegion = keyof typeof appealRegions
export type AppealType = keyof typeof appealTypes
export type AppealStatus = keyof typeof appealStatuses

export const regionCodes = Object.keys(appealRegions) as AppealRegion[]
export const typeCodes = Object.keys(appealTypes) as AppealType[]
export const statusCodes = Object.keys(appealStatuses) as AppealStatus[]

/** Statuses in which the term still runs: an appeal in one of them past its due date is overdue. */
export const openStatuses: AppealStatus[] = ['new', 'in_progress']

export { optionsOf } from '../fields/labels.js'
