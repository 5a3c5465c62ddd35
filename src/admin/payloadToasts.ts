import { toast } from '@payloadcms/ui'
import { interfaceText, type InterfaceTextKey } from '../i18n/interfaceText.js'

/**
 * The toasts Payload's admin UI writes in English whatever the interface language (bulk and field uploads, the
 * upload-from-URL form), as they read in @payloadcms/ui 3.90, and the texts that replace them.
 */
const hardCoded: [RegExp, InterfaceTextKey][] = [
  [/^Successfully saved (\d+) files?$/, 'uploadsSaved'],
  [/^Failed to save (\d+) files?$/, 'uploadsFailed'],
  [/^Failed to fetch the file\.$/, 'uploadFetchFailed'],
  [/^The provided URL is not allowed\.$/, 'uploadUrlRefused'],
]

let language = 'uz'

/** The interface language the toasts are written in from now on (the admin UI's provider sets it). */
export const setToastLanguage = (next: string) => {
  language = next
}

const translated = <T>(message: T): T | string => {
  if (typeof message !== 'string') return message
  for (const [pattern, key] of hardCoded) {
    const match = pattern.exec(message)
    if (match) return interfaceText({ language }, key, { count: match[1] ?? '' })
  }
  return message
}

const PATCHED = Symbol.for('agrofund.toastsTranslated')
type ToastKind = 'success' | 'error' | 'warning'
/** The toast methods Payload calls (one signature for the three), and the mark that they are replaced already. */
const methods: Pick<typeof toast, ToastKind> & { [PATCHED]?: boolean } = toast
// Payload calls `toast.success(...)` on the object it shares with this module: its hard-coded messages are replaced on
// the way in. Once per page, whatever imports this.
if (!methods[PATCHED]) {
  methods[PATCHED] = true
  for (const kind of ['success', 'error', 'warning'] as const) {
    const original = methods[kind]
    methods[kind] = (message, data) => original(translated(message), data)
  }
}
