import { fileTypeName, MIME_TYPE } from './fileTypeName.js'

/**
 * Where Payload's admin UI shows a file by its stored name and MIME type (an upload field's card, "45KB — 1600x1000 —
 * image/jpeg"; a file's own page; a picture in a rich text), in Payload 3.90 components that take no other name:
 * the files of the upload collections here are stored under a random prefix (src/media/names.ts) and editors know
 * them by the names they uploaded.
 */
const CONTAINERS = '.upload-relationship-details, .file-meta, .file-details, .LexicalEditorTheme__upload'
/** A stored name: 128 random bits in hex, a hint of the uploaded name, the extension (an image size's too). */
const STORED_NAME = /\b[0-9a-f]{32}(?:-[A-Za-z0-9-]*)?\.[a-z0-9]+\b/g
/** The upload collections that keep `originalName`, asked in this order. */
const COLLECTIONS = ['media', 'appeal-attachments']

const uploaded = new Map<string, string>()
const asked = new Set<string>()

/** The uploaded names of these stored ones, from Payload's REST API as the editor (what they may read). */
async function lookUp(names: string[]): Promise<void> {
  for (const name of names) asked.add(name)
  let missing = names
  for (const collection of COLLECTIONS) {
    if (missing.length === 0) return
    const query = new URLSearchParams({ depth: '0', limit: String(missing.length), pagination: 'false' })
    missing.forEach((name, index) => query.append(`where[filename][in][${index}]`, name))
    query.append('select[filename]', 'true')
    query.append('select[originalName]', 'true')
    const response = await fetch(`/api/${collection}?${query}`, { credentials: 'same-origin' }).catch(() => null)
    if (!response?.ok) continue
    const { docs } = (await response.json()) as { docs: { filename?: string; originalName?: string | null }[] }
    for (const doc of docs) if (doc.filename && doc.originalName) uploaded.set(doc.filename, doc.originalName)
    missing = missing.filter((name) => !uploaded.has(name))
  }
}

function textNodesIn(element: Element): Text[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const found: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text)
  return found
}

/**
 * Shows uploaded names and file types by name in those places as they appear, until the returned function stops it.
 * Only the text of Payload's text nodes is changed (never the nodes), so React's own updates still find them.
 */
export function showUploadedNames(root: HTMLElement, language: string): () => void {
  const rewrite = (node: Text) => {
    const text = node.nodeValue ?? ''
    const shown = text
      .replace(STORED_NAME, (name) => uploaded.get(name) ?? name)
      .replace(MIME_TYPE, (mime) => fileTypeName(mime, language) || mime)
    // Only a change: writing the same text is a mutation too, which would wake the observer forever.
    if (shown !== text) node.nodeValue = shown
  }
  const sweep = (elements: Iterable<Element>) => {
    const nodes = [...elements].flatMap(textNodesIn)
    const unknown = new Set<string>()
    for (const node of nodes) {
      for (const name of (node.nodeValue ?? '').match(STORED_NAME) ?? []) if (!asked.has(name)) unknown.add(name)
      rewrite(node)
    }
    if (unknown.size > 0)
      void lookUp([...unknown]).then(() => {
        for (const node of nodes) if (node.isConnected) rewrite(node)
      })
  }
  const containersOf = (node: Node): Element[] => {
    const element = node instanceof Element ? node : node.parentElement
    if (!element) return []
    const around = element.closest(CONTAINERS)
    return around ? [around] : [...element.querySelectorAll(CONTAINERS)]
  }
  sweep(root.querySelectorAll(CONTAINERS))
  const observer = new MutationObserver((mutations) => {
    const touched = new Set<Element>()
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') containersOf(mutation.target).forEach((element) => touched.add(element))
      else mutation.addedNodes.forEach((node) => containersOf(node).forEach((element) => touched.add(element)))
    }
    if (touched.size > 0) sweep(touched)
  })
  observer.observe(root, { subtree: true, childList: true, characterData: true })
  return () => observer.disconnect()
}
