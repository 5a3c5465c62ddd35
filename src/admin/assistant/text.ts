import type { I18nClient } from '@payloadcms/translations'

type Language = 'uz' | 'ru' | 'en'
type Localized = Record<Language, string>

/** The operators' console's own interface strings (not Payload's), in the interface language. */
const texts = {
  waitingQueue: { en: 'Waiting for an operator', ru: 'Ждут оператора', uz: 'Operatorni kutmoqda' },
  nobodyWaiting: { en: 'Nobody is waiting.', ru: 'Никто не ждёт.', uz: 'Hech kim kutmayapti.' },
  waited: { en: 'Waiting', ru: 'Ждёт', uz: 'Kutmoqda' },
  language: { en: 'Language', ru: 'Язык', uz: 'Til' },
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
  tooLong: { en: 'At most {{max}} characters.', ru: 'Не больше {{max}} символов.', uz: 'Ko‘pi bilan {{max}} ta belgi.' },
  failed: { en: 'The server refused: {{message}}', ru: 'Сервер отказал: {{message}}', uz: 'Server rad etdi: {{message}}' },
  offline: { en: 'The server cannot be reached; retrying.', ru: 'Сервер недоступен; повторяем.', uz: 'Server bilan aloqa yo‘q; qayta urinilmoqda.' },
} satisfies Record<string, Localized>

export type AssistantTextKey = keyof typeof texts

export const languageOf = (i18n: Pick<I18nClient, 'language'>): Language => (['uz', 'ru', 'en'].includes(i18n.language) ? (i18n.language as Language) : 'uz')

/** The text in the interface language (uz when unknown) with `{{name}}` placeholders filled. */
export function assistantText(i18n: Pick<I18nClient, 'language'>, key: AssistantTextKey, values: Record<string, string | number> = {}): string {
  return texts[key][languageOf(i18n)].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** How long someone has waited, as an operator reads it at a glance: "just now", "7 min", "1 h 5 min", "2 d 3 h". */
export function waitedFor(i18n: Pick<I18nClient, 'language'>, since: string | null | undefined, now: number): string {
  const start = since ? new Date(since).getTime() : NaN
  if (Number.isNaN(start)) return '—'
  const minutes = Math.max(0, Math.floor((now - start) / 60_000))
  if (minutes < 1) return assistantText(i18n, 'justNow')
  if (minutes < 60) return assistantText(i18n, 'minutes', { m: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return assistantText(i18n, 'hours', { h: hours, m: minutes % 60 })
  return assistantText(i18n, 'days', { d: Math.floor(hours / 24), h: hours % 24 })
}

/** A vocabulary label (src/assistant/vocabulary.ts) in the interface language, the code itself when unknown. */
export const labelOf = (vocabulary: Record<string, Localized>, code: string, i18n: Pick<I18nClient, 'language'>) => vocabulary[code]?.[languageOf(i18n)] ?? code
