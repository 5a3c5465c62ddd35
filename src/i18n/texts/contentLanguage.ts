import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for the content-language switch and its confirmation; merged into interfaceText (src/i18n/interfaceText.ts). */
export const contentLanguageTexts = {
  contentLanguageSwitchHeading: {
    en: 'Switch the content language?',
    ru: 'Сменить язык содержимого?',
    uz: 'Kontent tili almashtirilsinmi?',
  },
  contentLanguageSwitchBody: {
    en: 'Your changes in {{from}} are not saved. Switching to {{to}} discards them.',
    ru: 'Изменения на языке «{{from}}» не сохранены. При переходе на «{{to}}» они будут потеряны.',
    uz: "«{{from}}» tilidagi o'zgarishlar saqlanmagan. «{{to}}» tiliga o'tilsa, ular yo'qoladi.",
  },
  contentLanguageSwitchStay: { en: 'Stay', ru: 'Остаться', uz: 'Qolish' },
  contentLanguageSwitchDiscard: {
    en: 'Switch and discard changes',
    ru: 'Перейти и отменить изменения',
    uz: "O'tish va o'zgarishlarni bekor qilish",
  },
} satisfies Record<string, Localized>
