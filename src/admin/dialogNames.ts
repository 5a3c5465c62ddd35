import { sweepOnChange } from './sweepOnChange.js'

/**
 * Payload's own dialogs (the lock dialog, the stale-data notice, @payloadcms/ui 3.90 via @faceless-ui/modal) carry no
 * `aria-labelledby`, so the modal library names each by its slug: a screen reader announced the lock dialog as
 * "document-locked", in English whatever the interface language. Each such dialog is named by its own heading instead,
 * which Payload writes in the interface language.
 */
const UNNAMED = '[aria-modal="true"][aria-label][id]'

function name(dialog: Element) {
  if (dialog.getAttribute('aria-label') !== dialog.id) return
  const heading = dialog.querySelector('h1, h2, h3')
  if (!heading) return
  if (!heading.id) heading.id = `${dialog.id}__title`
  dialog.setAttribute('aria-labelledby', heading.id)
  dialog.removeAttribute('aria-label')
}

/** Names the dialogs under `root` by their headings, now and as they appear, until the returned function stops it. */
export const nameDialogsByHeading = (root: HTMLElement): (() => void) =>
  sweepOnChange(root, UNNAMED, name, ['aria-label'])
