import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for staff units, structure and document types (hook errors, hints); merged into interfaceText (src/admin/interfaceText.ts). */
export const staffUnitsTexts = {} satisfies Record<string, Localized>
