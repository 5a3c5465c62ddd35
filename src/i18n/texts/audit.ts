import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for the audit trail and appeal history; merged into interfaceText (src/i18n/interfaceText.ts). */
export const auditTexts = {
  changeYes: { en: 'Yes', ru: 'Да', uz: 'Ha' },
  changeNo: { en: 'No', ru: 'Нет', uz: "Yo'q" },
  recordDeleted: { en: '{{record}} (deleted)', ru: '{{record}} (удалено)', uz: "{{record}} (o'chirilgan)" },
  auditRestored: {
    en: 'Restored the version of {{date}}',
    ru: 'Восстановлена версия от {{date}}',
    uz: '{{date}} dagi versiya tiklandi',
  },
  datePlaceholder: { en: 'dd.mm.yyyy', ru: 'дд.мм.гггг', uz: 'kk.oo.yyyy' },
} satisfies Record<string, Localized>
