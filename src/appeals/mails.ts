import type { PayloadRequest } from 'payload'
import { isLocale, type Locale } from '../config/locales.js'
import { reportTimeZone } from '../config/settings.js'
import { compose, mailTo, type MailText } from '../mail/messages.js'
import { enqueueMail } from '../mail/outbox.js'

/** The appeal as its mails need it. */
export interface MailedAppeal {
  trackingCode: string
  fullName: string
  email?: string | null
  language?: string | null
  createdAt: string
  dueAt: string
  answer?: string | null
  extensionReason?: string | null
}

/** Dates as citizens in Uzbekistan read them: dd.mm.yyyy, in the fund's time zone (REPORT_TIME_ZONE, Tashkent). */
const day = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: reportTimeZone(),
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}.${part('month')}.${part('year')}`
}

const greeting: Record<Locale, (name: string) => string> = {
  uz: (name) => `Assalomu alaykum, ${name}!`,
  ru: (name) => `Здравствуйте, ${name}!`,
  en: (name) => `Hello, ${name}!`,
}

type AppealMail = (appeal: MailedAppeal) => Record<Locale, Omit<MailText, 'greeting'>>

const received: AppealMail = (a) => ({
  uz: {
    subject: `Murojaatingiz qabul qilindi: ${a.trackingCode}`,
    paragraphs: [
      `Murojaatingiz ${day(a.createdAt)} kuni ro'yxatga olindi. Kuzatuv kodi: ${a.trackingCode}.`,
      `Javob ${day(a.dueAt)} gacha beriladi. Murojaat holatini saytda kuzatuv kodi va telefon raqamingiz orqali bilishingiz mumkin.`,
    ],
  },
  ru: {
    subject: `Ваше обращение принято: ${a.trackingCode}`,
    paragraphs: [
      `Ваше обращение зарегистрировано ${day(a.createdAt)}. Код для отслеживания: ${a.trackingCode}.`,
      `Ответ будет дан до ${day(a.dueAt)}. Статус обращения можно узнать на сайте по коду и номеру телефона.`,
    ],
  },
  en: {
    subject: `Your appeal has been received: ${a.trackingCode}`,
    paragraphs: [
      `Your appeal was registered on ${day(a.createdAt)}. Tracking code: ${a.trackingCode}.`,
      `You will receive an answer by ${day(a.dueAt)}. You can check its status on the website with the tracking code and your phone number.`,
    ],
  },
})

const extended: AppealMail = (a) => ({
  uz: {
    subject: `Murojaatingizni ko'rib chiqish muddati uzaytirildi: ${a.trackingCode}`,
    paragraphs: [
      `${day(a.createdAt)} kungi ${a.trackingCode} raqamli murojaatingizni ko'rib chiqish muddati ${day(a.dueAt)} gacha uzaytirildi.`,
      `Sababi: ${a.extensionReason ?? ''}`,
    ],
  },
  ru: {
    subject: `Срок рассмотрения обращения продлён: ${a.trackingCode}`,
    paragraphs: [
      `Срок рассмотрения вашего обращения ${a.trackingCode} от ${day(a.createdAt)} продлён до ${day(a.dueAt)}.`,
      `Причина: ${a.extensionReason ?? ''}`,
    ],
  },
  en: {
    subject: `The term of your appeal has been extended: ${a.trackingCode}`,
    paragraphs: [
      `The term for your appeal ${a.trackingCode} of ${day(a.createdAt)} has been extended to ${day(a.dueAt)}.`,
      `Reason: ${a.extensionReason ?? ''}`,
    ],
  },
})

const answered: AppealMail = (a) => ({
  uz: {
    subject: `Murojaatingizga javob: ${a.trackingCode}`,
    paragraphs: [`${day(a.createdAt)} kungi ${a.trackingCode} raqamli murojaatingizga javob:`, a.answer ?? ''],
  },
  ru: {
    subject: `Ответ на ваше обращение: ${a.trackingCode}`,
    paragraphs: [`Ответ на ваше обращение ${a.trackingCode} от ${day(a.createdAt)}:`, a.answer ?? ''],
  },
  en: {
    subject: `Answer to your appeal: ${a.trackingCode}`,
    paragraphs: [`The answer to your appeal ${a.trackingCode} of ${day(a.createdAt)}:`, a.answer ?? ''],
  },
})

const rejected: AppealMail = (a) => ({
  uz: {
    subject: `Murojaatingiz bo'yicha qaror: ${a.trackingCode}`,
    paragraphs: [`${day(a.createdAt)} kungi ${a.trackingCode} raqamli murojaatingiz rad etildi.`, a.answer ?? ''],
  },
  ru: {
    subject: `Решение по вашему обращению: ${a.trackingCode}`,
    paragraphs: [`Ваше обращение ${a.trackingCode} от ${day(a.createdAt)} отклонено.`, a.answer ?? ''],
  },
  en: {
    subject: `Decision on your appeal: ${a.trackingCode}`,
    paragraphs: [`Your appeal ${a.trackingCode} of ${day(a.createdAt)} has been rejected.`, a.answer ?? ''],
  },
})

export const appealMails = { received, extended, answered, rejected }

/**
 * Queues one of an appeal's mails in the citizen's language, in the transaction of the change that causes it; an
 * appeal without an email address gets none.
 */
export async function mailCitizen(
  req: PayloadRequest,
  kind: keyof typeof appealMails,
  appeal: MailedAppeal,
): Promise<void> {
  if (!appeal.email) return
  const locale: Locale = isLocale(appeal.language) ? appeal.language : 'uz'
  const text = appealMails[kind](appeal)[locale]
  await enqueueMail(
    req,
    mailTo(`appeal_${kind}`, appeal.email, compose(locale, { ...text, greeting: greeting[locale] }, appeal.fullName)),
  )
}
