import type { I18nClient } from '@payloadcms/translations'

import type { InEveryLocale as Localized } from '../config/locales.js'

/** The project's own interface strings (not Payload's), in the editor's interface language. */
const texts = {
  required: { en: 'This field is required.', ru: 'Это поле обязательно.', uz: "Bu maydon to'ldirilishi shart." },
  requiredInDefaultLocale: {
    en: 'Fill this field in {{locale}} first: it is required there and the other languages fall back to it.',
    ru: 'Сначала заполните это поле на языке «{{locale}}»: там оно обязательно, остальные языки берут значение из него.',
    uz: "Avval bu maydonni «{{locale}}» tilida to'ldiring: u yerda majburiy, boshqa tillar qiymatni undan oladi.",
  },
  translations: { en: 'Translations', ru: 'Переводы', uz: 'Tarjimalar' },
  startInUzbek: {
    en: 'Start a new record in O\'zbekcha: the Uzbek title is required.',
    ru: 'Новую запись начинайте на узбекском (O\'zbekcha): узбекское название обязательно.',
    uz: "Yangi yozuvni O'zbekcha tilida boshlang: o'zbekcha nomi majburiy.",
  },
  versionsHint: {
    en: 'Newest first. Open a version to compare it with the current one and restore it. Restoring keeps the translations a version does not have yet.',
    ru: 'Сначала новые. Откройте версию, чтобы сравнить её с текущей и восстановить. При восстановлении переводы, которых в версии ещё нет, сохраняются.',
    uz: "Avval yangilari. Joriy holat bilan solishtirish va tiklash uchun versiyani oching. Tiklashda versiyada hali bo'lmagan tarjimalar saqlanib qoladi.",
  },
  author: { en: 'Author', ru: 'Автор', uz: 'Muallif' },
  languages: { en: 'Languages', ru: 'Языки', uz: 'Tillar' },
  currentVersion: { en: 'current', ru: 'текущая', uz: 'joriy' },
  compareOrRestore: { en: 'Compare / restore', ru: 'Сравнить / восстановить', uz: 'Solishtirish / tiklash' },
  noChanges: { en: 'No field changes recorded.', ru: 'Изменения полей не записаны.', uz: "Maydonlardagi o'zgarishlar yozilmagan." },
  field: { en: 'Field', ru: 'Поле', uz: 'Maydon' },
  language: { en: 'Language', ru: 'Язык', uz: 'Til' },
  before: { en: 'Before', ru: 'Было', uz: 'Avval' },
  after: { en: 'After', ru: 'Стало', uz: 'Keyin' },
  any: { en: 'Any', ru: 'Все', uz: 'Hammasi' },
  user: { en: 'User', ru: 'Пользователь', uz: 'Foydalanuvchi' },
  action: { en: 'Action', ru: 'Действие', uz: 'Harakat' },
  resource: { en: 'Resource', ru: 'Раздел', uz: "Bo'lim" },
  from: { en: 'From', ru: 'С', uz: 'Dan' },
  to: { en: 'To', ru: 'По', uz: 'Gacha' },
  reset: { en: 'Reset filters', ru: 'Сбросить фильтры', uz: 'Filtrlarni tozalash' },
  nothingYet: { en: 'Nothing yet.', ru: 'Пока ничего нет.', uz: "Hozircha hech narsa yo'q." },
  content: { en: 'Content', ru: 'Контент', uz: 'Kontent' },
  shown: { en: 'Shown', ru: 'На сайте', uz: 'Saytda' },
  hidden: { en: 'Hidden', ru: 'Скрыто', uz: 'Yashirin' },
  total: { en: 'Total', ru: 'Всего', uz: 'Jami' },
  lastChanges: { en: 'Last changes', ru: 'Последние изменения', uz: "So'nggi o'zgarishlar" },
  openAuditTrail: { en: 'Open the audit trail', ru: 'Открыть журнал действий', uz: 'Harakatlar jurnalini ochish' },
  myChanges: { en: 'My recent changes', ru: 'Мои последние изменения', uz: "Mening so'nggi o'zgarishlarim" },
  missingTranslations: { en: 'Missing translations', ru: 'Нет перевода', uz: 'Tarjimasi yo\'q' },
  allTranslated: { en: 'Every record is translated.', ru: 'Все записи переведены.', uz: 'Barcha yozuvlar tarjima qilingan.' },
  openRecord: { en: 'Open the record', ru: 'Открыть запись', uz: 'Yozuvni ochish' },
  state: { en: 'State', ru: 'Состояние', uz: 'Holati' },
  yes: { en: 'Yes', ru: 'Да', uz: 'Ha' },
  structureTree: { en: 'Structure (tree)', ru: 'Структура (дерево)', uz: 'Tuzilma (daraxt)' },
  queue: { en: 'Queue', ru: 'Очередь', uz: 'Navbat' },
  queueOpen: { en: 'Open (new and in progress)', ru: 'Открытые (новые и на рассмотрении)', uz: "Ochiq (yangi va ko'rib chiqilayotgan)" },
  queueOverdue: { en: 'Overdue', ru: 'Просроченные', uz: "Muddati o'tgan" },
  queueMine: { en: 'Assigned to me', ru: 'Назначенные мне', uz: 'Menga biriktirilgan' },
  queueUnassigned: { en: 'Not assigned', ru: 'Без исполнителя', uz: 'Ijrochisiz' },
  appealStatus: { en: 'Status', ru: 'Статус', uz: 'Holati' },
  appealType: { en: 'Type', ru: 'Вид', uz: 'Turi' },
  appealRegion: { en: 'Region', ru: 'Регион', uz: 'Hudud' },
  appealAssignee: { en: 'Assignee', ru: 'Исполнитель', uz: 'Ijrochi' },
  overdueSince: { en: 'Overdue since {{date}}', ru: 'Просрочено с {{date}}', uz: "{{date}} dan muddati o'tgan" },
  daysLeft: { en: '{{days}} day(s) left', ru: 'Осталось дней: {{days}}', uz: 'Qolgan kunlar: {{days}}' },
  overdue: { en: 'overdue', ru: 'просрочено', uz: "muddati o'tgan" },
  appeals: { en: 'Appeals', ru: 'Обращения', uz: 'Murojaatlar' },
  appealsByMonth: { en: 'Appeals received and answered, last 12 months', ru: 'Поступило и отвечено обращений за 12 месяцев', uz: '12 oy davomida kelib tushgan va javob berilgan murojaatlar' },
  received: { en: 'Received', ru: 'Поступило', uz: 'Kelib tushgan' },
  answered: { en: 'Answered', ru: 'Отвечено', uz: 'Javob berilgan' },
  openByStatus: { en: 'Open appeals by status', ru: 'Открытые обращения по статусам', uz: "Holatlar bo'yicha ochiq murojaatlar" },
  overdueAppeals: { en: 'Overdue appeals', ru: 'Просроченные обращения', uz: "Muddati o'tgan murojaatlar" },
  assistantConversations: { en: 'Assistant conversations', ru: 'Диалоги ассистента', uz: 'Yordamchi suhbatlari' },
  waitingForOperator: { en: 'Waiting for an operator', ru: 'Ждут оператора', uz: 'Operatorni kutmoqda' },
  withOperator: { en: 'With an operator', ru: 'У оператора', uz: 'Operatorda' },
  openedToday: { en: 'Opened today', ru: 'Начато сегодня', uz: 'Bugun boshlangan' },
} satisfies Record<string, Localized>

export type InterfaceTextKey = keyof typeof texts

/** Picks the text in the interface language (uz when unknown) and fills `{{name}}` placeholders. */
export function interfaceText(
  source: { i18n?: Pick<I18nClient, 'language'> } | Pick<I18nClient, 'language'>,
  key: InterfaceTextKey,
  values: Record<string, string | number> = {},
): string {
  const language = 'i18n' in source ? source.i18n?.language : (source as Pick<I18nClient, 'language'>).language
  const text = (texts[key] as Localized)[(language ?? 'uz') as keyof Localized] ?? texts[key].uz
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
