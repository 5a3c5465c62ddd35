import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings of the dashboard's box on the appeal-file budget (src/admin/dashboard/UploadBudget.tsx). */
export const uploadBudgetTexts = {
  uploadBudget: { en: 'Space for appeal files', ru: 'Место для файлов обращений', uz: 'Murojaat fayllari uchun joy' },
  uploadBudgetAccepting: {
    en: 'Attachments are accepted.',
    ru: 'Вложения принимаются.',
    uz: 'Ilovalar qabul qilinmoqda.',
  },
  uploadBudgetRefusing: {
    en: 'Attachments are refused until space frees up; appeals without files are still accepted.',
    ru: 'Вложения не принимаются, пока не освободится место; обращения без файлов принимаются.',
    uz: "Joy bo'shaguncha ilovalar qabul qilinmaydi; faylsiz murojaatlar qabul qilinmoqda.",
  },
  uploadBudgetUnlimited: {
    en: 'No limit is set for appeal files.',
    ru: 'Для файлов обращений ограничение не задано.',
    uz: 'Murojaat fayllari uchun cheklov belgilanmagan.',
  },
  uploadBudgetHour: {
    en: 'Last hour: {{used}} of {{limit}} used, {{left}} left',
    ru: 'За последний час: занято {{used}} из {{limit}}, осталось {{left}}',
    uz: 'Oxirgi soatda: {{limit}} dan {{used}} band, {{left}} qoldi',
  },
  uploadBudgetRefills: {
    en: 'Space frees up from {{time}}',
    ru: 'Место освобождается с {{time}}',
    uz: "Joy {{time}} dan bo'shaydi",
  },
  uploadBudgetPending: {
    en: 'Held by appeals not yet reviewed: {{used}} of {{limit}}',
    ru: 'У ещё не рассмотренных обращений: {{used}} из {{limit}}',
    uz: "Hali ko'rib chiqilmagan murojaatlarda: {{limit}} dan {{used}}",
  },
  uploadBudgetPendingHint: {
    en: 'this space frees up as appeals are taken into work',
    ru: 'это место освобождается, когда обращения берут в работу',
    uz: "bu joy murojaatlar ishga olinganda bo'shaydi",
  },
  uploadBudgetPerAddress: {
    en: 'One sender may attach up to {{size}} an hour',
    ru: 'Один отправитель может прикрепить до {{size}} в час',
    uz: 'Bitta yuboruvchi soatiga {{size}} gacha biriktira oladi',
  },
} satisfies Record<string, Localized>
