import type { AfterErrorHook } from 'payload'
import { messageFor } from '../i18n/messages.js'

/**
 * A save refused because another editor holds the record (Payload's Locked, 423: "Document with ID 37 is currently
 * locked by another user and cannot be updated.") answers in the editor's interface language and says the input is
 * kept. Payload 3.90 words it in English, and its form shows the message inside a toast element, where the browser-side
 * toast translation (src/admin/payloadToasts.ts) cannot reach it.
 */
export const translateLockRefusal: AfterErrorHook = ({ error, req, result }) => {
  if (error.name !== 'Locked' && (error as { status?: number }).status !== 423) return
  return { response: { ...result, errors: [{ message: messageFor(req, 'lockedSave') }] } }
}
