import { formatDateTime } from '../format.js'
import { sweepOnChange } from '../sweepOnChange.js'

/**
 * Payload's "document locked" dialog (@payloadcms/ui 3.90, DocumentLocked) writes when the other editor started as
 * "Nov 27, 2026, 8:17 PM", in English whatever the interface language. It is rewritten as the rest of the admin UI
 * writes dates. The English text was formatted in the browser's zone, which is how Date.parse reads it back.
 */
const ENGLISH_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/
const SELECTOR = '.document-locked__content p strong'

function rewrite(element: Element) {
  const text = element.textContent?.trim() ?? ''
  if (!ENGLISH_DATE.test(text)) return
  const time = Date.parse(text.replace(/\s?([AP]M)$/, ' $1'))
  if (Number.isFinite(time)) element.textContent = formatDateTime(new Date(time))
}

/** Rewrites the dialog's date wherever it appears, until the returned function stops it. */
export const rewriteLockDialogDates = (root: HTMLElement): (() => void) => sweepOnChange(root, SELECTOR, rewrite)
