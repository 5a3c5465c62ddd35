import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for the audit trail and appeal history; merged into interfaceText (src/admin/interfaceText.ts). */
export const auditTexts = {} satisfies Record<string, Localized>
