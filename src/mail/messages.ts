import type { Locale } from '../config/locales.js'
import { escapeHtml } from '../richtext/html.js'
import type { OutgoingMail } from './outbox.js'

/**
 * The service's mails in the citizen's language (uz, ru, en), each as plain text and HTML. A mail is a few paragraphs
 * and at most one action (a link with its token); the link's page on the public website takes the token (SITE_URL).
 */
export interface MailText {
  subject: string
  greeting: (name: string) => string
  paragraphs: string[]
  action?: string
  /** Under the button, for apps and mail programs that do not follow links. */
  codeLabel?: string
}

const signature: Record<Locale, string> = {
  uz: "Hurmat bilan,\nQishloq xo'jaligini moliyaviy qo'llab-quvvatlash jamg'armasi",
  ru: 'С уважением,\nФонд финансовой поддержки сельского хозяйства',
  en: 'Kind regards,\nAgricultural Financing Fund',
}

const ignoreIfNotYou: Record<Locale, string> = {
  uz: "Agar bu siz bo'lmasangiz, ushbu xatni e'tiborsiz qoldiring.",
  ru: 'Если это были не вы, просто проигнорируйте это письмо.',
  en: 'If this was not you, you can ignore this email.',
}

export const verificationText: Record<Locale, MailText> = {
  uz: {
    subject: 'Elektron pochtangizni tasdiqlang',
    greeting: (name) => `Assalomu alaykum, ${name}!`,
    paragraphs: [
      "Jamg'arma saytida ro'yxatdan o'tganingiz uchun rahmat. Hisobingizni faollashtirish uchun elektron pochta manzilingizni tasdiqlang. Havola 24 soat amal qiladi.",
    ],
    action: 'Pochtani tasdiqlash',
    codeLabel: 'Tasdiqlash kodi',
  },
  ru: {
    subject: 'Подтвердите адрес электронной почты',
    greeting: (name) => `Здравствуйте, ${name}!`,
    paragraphs: [
      'Спасибо за регистрацию на сайте Фонда. Чтобы активировать аккаунт, подтвердите адрес электронной почты. Ссылка действует 24 часа.',
    ],
    action: 'Подтвердить почту',
    codeLabel: 'Код подтверждения',
  },
  en: {
    subject: 'Confirm your email address',
    greeting: (name) => `Hello, ${name}!`,
    paragraphs: [
      "Thank you for registering on the Fund's website. To activate your account, please confirm your email address. The link is valid for 24 hours.",
    ],
    action: 'Confirm email',
    codeLabel: 'Confirmation code',
  },
}

export const passwordResetText: Record<Locale, MailText> = {
  uz: {
    subject: 'Parolni tiklash',
    greeting: (name) => `Assalomu alaykum, ${name}!`,
    paragraphs: [
      "Hisobingiz parolini tiklash so'raldi. Yangi parol o'rnatish uchun quyidagi havoladan foydalaning. Havola 1 soat amal qiladi va faqat bir marta ishlaydi.",
    ],
    action: "Yangi parol o'rnatish",
    codeLabel: 'Tiklash kodi',
  },
  ru: {
    subject: 'Восстановление пароля',
    greeting: (name) => `Здравствуйте, ${name}!`,
    paragraphs: [
      'Поступил запрос на восстановление пароля вашего аккаунта. Чтобы задать новый пароль, перейдите по ссылке. Ссылка действует 1 час и срабатывает один раз.',
    ],
    action: 'Задать новый пароль',
    codeLabel: 'Код восстановления',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello, ${name}!`,
    paragraphs: [
      'We received a request to reset the password of your account. Use the link below to set a new one. The link is valid for 1 hour and works once.',
    ],
    action: 'Set a new password',
    codeLabel: 'Reset code',
  },
}

export interface Composed {
  subject: string
  text: string
  html: string
}

/** Plain text and HTML of one mail from its text, an optional action link and the token it carries. */
export function compose(
  locale: Locale,
  text: MailText,
  name: string,
  action?: { url: string; token?: string },
): Composed {
  const closing = [ignoreIfNotYou[locale], signature[locale]]
  const plain = [
    text.greeting(name),
    ...text.paragraphs,
    ...(action && text.action ? [`${text.action}: ${action.url}`] : []),
    ...(action?.token && text.codeLabel ? [`${text.codeLabel}: ${action.token}`] : []),
    ...(action ? closing : [signature[locale]]),
  ].join('\n\n')
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`
  const button =
    action && text.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2e7d32;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(text.action)}</a></p>`
      : ''
  const code =
    action?.token && text.codeLabel
      ? `<p style="margin:0 0 16px;color:#555555;font-size:13px">${escapeHtml(text.codeLabel)}: <code style="word-break:break-all">${escapeHtml(action.token)}</code></p>`
      : ''
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f4;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;font-size:15px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    paragraph(text.greeting(name)),
    ...text.paragraphs.map(paragraph),
    button,
    code,
    ...(action ? closing : [signature[locale]]).map(paragraph),
    '</div></body></html>',
  ].join('')
  return { subject: text.subject, text: plain, html }
}

/** An OutgoingMail of `kind` to `to`. */
export const mailTo = (kind: string, to: string, composed: Composed): OutgoingMail => ({ kind, to, ...composed })
