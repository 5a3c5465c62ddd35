import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for files in the admin UI: their types as people name them; merged into interfaceText. */
export const filesTexts = {
  fileTypeImage: { en: '{{format}} image', ru: 'Изображение {{format}}', uz: '{{format}} rasm' },
  fileTypeDocument: { en: '{{format}} document', ru: 'Документ {{format}}', uz: '{{format}} hujjat' },
  fileTypeSpreadsheet: { en: '{{format}} spreadsheet', ru: 'Таблица {{format}}', uz: '{{format}} jadval' },
  fileTypeText: { en: '{{format}} text', ru: 'Текст {{format}}', uz: '{{format}} matn' },
  fileTypeArchive: { en: '{{format}} archive', ru: 'Архив {{format}}', uz: '{{format}} arxiv' },
  fileTypeOther: { en: '{{format}} file', ru: 'Файл {{format}}', uz: '{{format}} fayl' },
} satisfies Record<string, Localized>
