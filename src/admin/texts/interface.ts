import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for the interface-language gaps: hook and endpoint errors, hints, uploads, dates; merged into interfaceText (src/admin/interfaceText.ts). */
export const interfaceTexts = {} satisfies Record<string, Localized>
