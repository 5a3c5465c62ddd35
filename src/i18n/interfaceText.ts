import type { I18nClient } from '@payloadcms/translations'

import type { InEveryLocale as Localized } from '../config/locales.js'
import { accountTexts } from './texts/account.js'
import { assistantReviewTexts } from './texts/assistantReview.js'
import { auditTexts } from './texts/audit.js'
import { concurrencyTexts } from './texts/concurrency.js'
import { contentLanguageTexts } from './texts/contentLanguage.js'
import { editingTexts } from './texts/editing.js'
import { galleriesTexts } from './texts/galleries.js'
import { filesTexts } from './texts/files.js'
import { interfaceTexts } from './texts/interface.js'
import { staffUnitsTexts } from './texts/staffUnits.js'
import { uploadBudgetTexts } from './texts/uploadBudget.js'

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
    en: "Start a new record in O'zbekcha: the Uzbek title is required.",
    ru: "Новую запись начинайте на узбекском (O'zbekcha): узбекское название обязательно.",
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
  noChanges: {
    en: 'No field changes recorded.',
    ru: 'Изменения полей не записаны.',
    uz: "Maydonlardagi o'zgarishlar yozilmagan.",
  },
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
  missingTranslations: { en: 'Missing translations', ru: 'Нет перевода', uz: "Tarjimasi yo'q" },
  allTranslated: {
    en: 'Every record is translated.',
    ru: 'Все записи переведены.',
    uz: 'Barcha yozuvlar tarjima qilingan.',
  },
  openRecord: { en: 'Open the record', ru: 'Открыть запись', uz: 'Yozuvni ochish' },
  state: { en: 'State', ru: 'Состояние', uz: 'Holati' },
  yes: { en: 'Yes', ru: 'Да', uz: 'Ha' },
  structureTree: { en: 'Structure (tree)', ru: 'Структура (дерево)', uz: 'Tuzilma (daraxt)' },
  queue: { en: 'Queue', ru: 'Очередь', uz: 'Navbat' },
  queueOpen: {
    en: 'Open (new and in progress)',
    ru: 'Открытые (новые и на рассмотрении)',
    uz: "Ochiq (yangi va ko'rib chiqilayotgan)",
  },
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
  appealsByMonth: {
    en: 'Appeals received and answered, last 12 months',
    ru: 'Поступило и отвечено обращений за 12 месяцев',
    uz: '12 oy davomida kelib tushgan va javob berilgan murojaatlar',
  },
  received: { en: 'Received', ru: 'Поступило', uz: 'Kelib tushgan' },
  answered: { en: 'Answered', ru: 'Отвечено', uz: 'Javob berilgan' },
  openByStatus: {
    en: 'Open appeals by status',
    ru: 'Открытые обращения по статусам',
    uz: "Holatlar bo'yicha ochiq murojaatlar",
  },
  overdueAppeals: { en: 'Overdue appeals', ru: 'Просроченные обращения', uz: "Muddati o'tgan murojaatlar" },
  assistantConversations: { en: 'Assistant conversations', ru: 'Диалоги ассистента', uz: 'Yordamchi suhbatlari' },
  waitingForOperator: { en: 'Waiting for an operator', ru: 'Ждут оператора', uz: 'Operatorni kutmoqda' },
  withOperator: { en: 'With an operator', ru: 'У оператора', uz: 'Operatorda' },
  openedToday: { en: 'Opened today', ru: 'Начато сегодня', uz: 'Bugun boshlangan' },
  // The assistant's console (src/admin/assistant/).
  waitingQueue: { en: 'Waiting for an operator', ru: 'Ждут оператора', uz: 'Operatorni kutmoqda' },
  nobodyWaiting: { en: 'Nobody is waiting.', ru: 'Никто не ждёт.', uz: 'Hech kim kutmayapti.' },
  waited: { en: 'Waiting', ru: 'Ждёт', uz: 'Kutmoqda' },
  firstWords: { en: 'Conversation', ru: 'Диалог', uz: 'Suhbat' },
  open: { en: 'Open', ru: 'Открыть', uz: 'Ochish' },
  mine: { en: 'My conversations: {{count}}', ru: 'Мои диалоги: {{count}}', uz: 'Mening suhbatlarim: {{count}}' },
  justNow: { en: 'just now', ru: 'только что', uz: 'hozirgina' },
  minutes: { en: '{{m}} min', ru: '{{m}} мин', uz: '{{m}} daq' },
  hours: { en: '{{h}} h {{m}} min', ru: '{{h}} ч {{m}} мин', uz: '{{h}} soat {{m}} daq' },
  days: { en: '{{d}} d {{h}} h', ru: '{{d}} д {{h}} ч', uz: '{{d}} kun {{h}} soat' },
  loading: { en: 'Loading…', ru: 'Загрузка…', uz: 'Yuklanmoqda…' },
  noMessages: { en: 'No messages yet.', ru: 'Сообщений пока нет.', uz: "Hozircha xabarlar yo'q." },
  sources: { en: 'Sources', ru: 'Источники', uz: 'Manbalar' },
  status: { en: 'Status', ru: 'Статус', uz: 'Holat' },
  operator: { en: 'Operator', ru: 'Оператор', uz: 'Operator' },
  nobody: { en: 'nobody', ru: 'нет', uz: "yo'q" },
  reply: { en: 'Your answer to the visitor', ru: 'Ваш ответ посетителю', uz: 'Tashrif buyuruvchiga javobingiz' },
  replyHint: {
    en: 'Sending takes the conversation over. Ctrl+Enter sends.',
    ru: 'Отправка берёт диалог на себя. Ctrl+Enter — отправить.',
    uz: "Yuborish suhbatni o'zingizga oladi. Ctrl+Enter — yuborish.",
  },
  send: { en: 'Send', ru: 'Отправить', uz: 'Yuborish' },
  takeOver: { en: 'Take over', ru: 'Взять на себя', uz: "O'zimga olish" },
  release: { en: 'Release to the bot', ru: 'Вернуть боту', uz: 'Botga qaytarish' },
  close: { en: 'Close', ru: 'Закрыть', uz: 'Yopish' },
  closeHeading: { en: 'Close the conversation?', ru: 'Закрыть диалог?', uz: 'Suhbat yopilsinmi?' },
  closeBody: {
    en: 'The visitor can no longer write in it, and it cannot be reopened.',
    ru: 'Посетитель больше не сможет в нём писать, и открыть его снова нельзя.',
    uz: "Tashrif buyuruvchi unga boshqa yoza olmaydi va uni qayta ochib bo'lmaydi.",
  },
  closedNotice: { en: 'The conversation is closed.', ru: 'Диалог закрыт.', uz: 'Suhbat yopilgan.' },
  tooLong: {
    en: 'At most {{max}} characters.',
    ru: 'Не больше {{max}} символов.',
    uz: "Ko'pi bilan {{max}} ta belgi.",
  },
  failed: {
    en: 'The server refused: {{message}}',
    ru: 'Сервер отказал: {{message}}',
    uz: 'Server rad etdi: {{message}}',
  },
  offline: {
    en: 'The server cannot be reached; retrying.',
    ru: 'Сервер недоступен; повторяем.',
    uz: "Server bilan aloqa yo'q; qayta urinilmoqda.",
  },
  ...staffUnitsTexts,
  ...contentLanguageTexts,
  ...interfaceTexts,
  ...auditTexts,
  ...concurrencyTexts,
  ...editingTexts,
  ...galleriesTexts,
  ...assistantReviewTexts,
  ...filesTexts,
  ...accountTexts,
  ...uploadBudgetTexts,
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
