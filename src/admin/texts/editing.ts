import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for editing aids: slugs, post states, assistant settings, translations panel, dashboard, rich text; merged into interfaceText (src/admin/interfaceText.ts). */
export const editingTexts = {} satisfies Record<string, Localized>
