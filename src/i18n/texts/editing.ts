import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for editing aids: slugs, post states, assistant settings, translations panel, dashboard, rich text; merged into interfaceText (src/i18n/interfaceText.ts). */
export const editingTexts = {
  slugHint: {
    en: 'The address of the record on the site: lowercase Latin letters, digits and single hyphens, e.g. farm-credit. On a new record it is made from the title until you change it.',
    ru: 'Адрес записи на сайте: строчные латинские буквы, цифры и одиночные дефисы, например kredit-fermeram. У новой записи составляется из заголовка, пока вы не измените его сами.',
    uz: "Yozuvning saytdagi manzili: kichik lotin harflari, raqamlar va yakka chiziqchalar, masalan fermer-krediti. Yangi yozuvda siz o'zgartirmaguningizcha sarlavhadan tuziladi.",
  },
  slugFormat: {
    en: 'Use lowercase Latin letters, digits and single hyphens.',
    ru: 'Используйте строчные латинские буквы, цифры и одиночные дефисы.',
    uz: 'Kichik lotin harflari, raqamlar va yakka chiziqchalardan foydalaning.',
  },
  untranslatedTitle: {
    en: 'not translated yet (Uzbek title)',
    ru: 'ещё не переведено (название на узбекском)',
    uz: "hali tarjima qilinmagan (o'zbekcha nomi)",
  },
  postStateOnSite: { en: 'State on the site', ru: 'Состояние на сайте', uz: 'Saytdagi holati' },
  // The heading of the date-time picker's column of times (src/admin/editing/DateTimeField.tsx).
  timeCaption: { en: 'Time', ru: 'Время', uz: 'Vaqt' },
} satisfies Record<string, Localized>
