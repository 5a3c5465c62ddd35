import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings of one's own account (the current password of a password change); merged into interfaceText (src/i18n/interfaceText.ts). */
export const accountTexts = {
  currentPassword: { en: 'Current password', ru: 'Текущий пароль', uz: 'Joriy parol' },
  currentPasswordHint: {
    en: 'To set a new password for your own account, type the one you use now.',
    ru: 'Чтобы задать новый пароль своей учётной записи, введите пароль, которым пользуетесь сейчас.',
    uz: "O'z hisobingizga yangi parol qo'yish uchun hozir foydalanayotgan parolingizni kiriting.",
  },
  currentPasswordRequired: {
    en: 'Type your current password to set a new one.',
    ru: 'Чтобы задать новый пароль, введите текущий.',
    uz: "Yangi parol qo'yish uchun joriy parolingizni kiriting.",
  },
  currentPasswordWrong: {
    en: 'The current password is not right.',
    ru: 'Текущий пароль введён неверно.',
    uz: "Joriy parol noto'g'ri.",
  },
} satisfies Record<string, Localized>
