import { interfaceText, type InterfaceTextKey } from '../i18n/interfaceText.js'

/**
 * Labels Payload's admin UI writes in English whatever the interface language (aria-label and title attributes of the
 * rich-text editor's block handle and link popup in @payloadcms/richtext-lexical 3.90, the toasts' region, the edit
 * button of each value of a many-values relationship field), and the texts that replace them.
 */
const hardCoded: Record<string, InterfaceTextKey> = {
  'Add block': 'richTextAddBlock',
  'Drag to move': 'richTextDragToMove',
  'Edit link': 'richTextEditLink',
  'Remove link': 'richTextRemoveLink',
  'Insert Paragraph': 'richTextInsertParagraph',
  // The toasts' region (sonner's default label, as Payload mounts it).
  'Notifications alt+T': 'notificationsRegion',
}
const ATTRIBUTES = ['aria-label', 'title']
/** A many-values relationship field's edit button per value, labelled `Edit ${title}` (MultiValueLabel, ui 3.90). */
const VALUE_EDIT_BUTTON = '.relationship--multi-value-label__drawer-toggler'

function translate(element: Element, language: string) {
  // Payload titles a checkbox with its field's name in the code (`consent`, `select-all`): no help to anyone.
  if (
    element instanceof HTMLInputElement &&
    element.type === 'checkbox' &&
    element.title &&
    element.title === element.name
  )
    element.removeAttribute('title')
  // Payload 3.90 passes our { uz, ru, en } label objects untranslated into some labels: the list's sort buttons
  // ("Saralash: [object Object]", buildColumnState) and a relationship's add/edit drawer button ("Yangi [object Object]
  // qo'shish", DocumentDrawerToggler). The right words are on the page: the button's own tooltip, the column's heading
  // or the field's label.
  for (const name of ATTRIBUTES) {
    const label = element.getAttribute(name)
    if (!label?.includes('[object Object]')) continue
    const tooltip = element.querySelector('.tooltip')?.textContent?.trim()
    const named =
      element.closest('.sort-column')?.querySelector('.sort-column__label')?.textContent?.trim() ||
      element.closest('.field-type')?.querySelector('.field-label')?.textContent?.replace('*', '').trim()
    const fixed = tooltip || (named ? label.replace('[object Object]', named) : '')
    if (fixed && !fixed.includes('[object Object]')) element.setAttribute(name, fixed)
    else element.removeAttribute(name)
  }
  const editLabel = element.getAttribute('aria-label')
  if (element.matches(VALUE_EDIT_BUTTON) && editLabel?.startsWith('Edit ')) {
    const text = interfaceText({ language }, 'relationEditValue', { label: editLabel.slice('Edit '.length) })
    if (text !== editLabel) element.setAttribute('aria-label', text)
  }
  for (const name of ATTRIBUTES) {
    const key = hardCoded[element.getAttribute(name) ?? '']
    const text = key ? interfaceText({ language }, key) : undefined
    // Only a change: writing the same value is a mutation too, which would wake the observer forever (English).
    if (text !== undefined && text !== element.getAttribute(name)) element.setAttribute(name, text)
  }
}

/** Rewrites those labels in the page as they appear, until the returned function stops it. */
export function translatePayloadLabels(root: HTMLElement, language: string): () => void {
  const selector = ATTRIBUTES.map((name) => `[${name}]`).join(',')
  const sweep = (node: Node) => {
    if (!(node instanceof Element)) return
    if (node.matches(selector)) translate(node, language)
    for (const element of node.querySelectorAll(selector)) translate(element, language)
  }
  sweep(root)
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') translate(mutation.target as Element, language)
      else mutation.addedNodes.forEach(sweep)
    }
  })
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ATTRIBUTES })
  return () => observer.disconnect()
}
