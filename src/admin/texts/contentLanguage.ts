import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for the content-language switch and its confirmation; merged into interfaceText (src/admin/interfaceText.ts). */
export const contentLanguageTexts = {} satisfies Record<string, Localized>
