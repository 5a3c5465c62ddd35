import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings of the photo gallery's form (src/admin/galleries/); merged into interfaceText (src/i18n/interfaceText.ts). */
export const galleriesTexts = {
  photoNumber: { en: 'Photo {{number}}', ru: 'Фотография {{number}}', uz: 'Surat {{number}}' },
  choosePictures: {
    en: 'Choose several pictures',
    ru: 'Выбрать несколько изображений',
    uz: 'Bir nechta rasm tanlash',
  },
  choosePicturesHint: {
    en: 'Tick the pictures in the library (or upload new ones there) and press "Select": one photo row each.',
    ru: 'Отметьте изображения в медиатеке (или загрузите новые там же) и нажмите «Выбрать»: по строке на каждое.',
    uz: 'Kutubxonadagi rasmlarni belgilang (yoki u yerda yangilarini yuklang) va «Tanlash» ni bosing: har biriga bitta qator.',
  },
} satisfies Record<string, Localized>
