import type { Payload, PayloadRequest } from 'payload'
import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { publicUrl } from '../config/settings.js'
import { sanitizeRichHtml } from './html.js'
import { imageIdsByFilename, type LexicalNode } from './uploads.js'

let editorConfig: ReturnType<typeof editorConfigFactory.default> | undefined

/** Where this service serves a stored file: /media (src/api/mediaFiles.ts) and Payload's file route. */
const FILE_PATHS = [/^\/media\/([^/]+)$/, /^\/api\/media\/file\/([^/]+)$/]

/** The stored file name an image source names, when it is a URL of this service (absolute or a path); else null. */
function storedNameOf(src: string): string | null {
  let url: URL
  try {
    url = new URL(src, `${publicUrl()}/`)
  } catch {
    return null
  }
  if (url.origin !== new URL(publicUrl()).origin) return null
  for (const pattern of FILE_PATHS) {
    const match = pattern.exec(url.pathname)
    if (!match) continue
    try {
      return decodeURIComponent(match[1])
    } catch {
      return null
    }
  }
  return null
}

/**
 * HTML from the API becomes the CMS's Lexical state. It is sanitised first, so nothing unsafe reaches the editor; an
 * `<img>` whose source is a file of this service's media library becomes an upload node of that file with its alt
 * text, any other image is dropped (the CMS holds images as files of the library, never as outside addresses).
 * `req`: look the files up inside that request's transaction (a seed that uploads them in the same one).
 */
export async function htmlToLexical(html: string, payload: Payload, req?: PayloadRequest) {
  // Loaded on the first write of HTML, not at start: jsdom costs a server that never converts HTML about 90 MB.
  const { JSDOM } = await import('jsdom')
  const dom = new JSDOM(`<!doctype html><body>${sanitizeRichHtml(html)}</body>`)
  const body = dom.window.document.body
  const images = [...body.querySelectorAll('img')]
  const names = images.map((img) => storedNameOf(img.getAttribute('src') ?? ''))
  const ids = await imageIdsByFilename(
    payload,
    [...new Set(names.filter((name): name is string => name !== null))],
    req,
  )
  // Lexical's import keeps the file id only; each placement's alt text rides along in the id and is put back below.
  const alts: string[] = []
  images.forEach((img, index) => {
    const id = names[index] === null ? undefined : ids.get(names[index]!)
    if (id === undefined) return img.remove()
    const alt = (img.getAttribute('alt') ?? '').trim().slice(0, 255)
    for (const name of img.getAttributeNames()) img.removeAttribute(name)
    img.setAttribute('data-lexical-upload-relation-to', 'media')
    img.setAttribute('data-lexical-upload-id', `${id}:${alts.length}`)
    alts.push(alt)
  })
  editorConfig ??= editorConfigFactory.default({ config: payload.config })
  const state = convertHTMLToLexical({ editorConfig: await editorConfig, html: body.innerHTML, JSDOM })
  const restore = (node: LexicalNode) => {
    if (node.type === 'upload' && typeof node.value === 'string') {
      const [id, index] = node.value.split(':').map(Number)
      node.value = id
      node.fields = alts[index] ? { alt: alts[index] } : {}
    }
    for (const child of node.children ?? []) restore(child)
  }
  restore(state.root as LexicalNode)
  ;(state.root as LexicalNode).children = ((state.root as LexicalNode).children ?? []).flatMap(liftUploads)
  return state
}

/**
 * An upload is a block of its own in the editor, but an `<img>` of HTML sits inside a paragraph (or a list item): a
 * paragraph is split around its images, and an image deeper in a block follows that block.
 */
function liftUploads(block: LexicalNode): LexicalNode[] {
  if (block.type === 'upload' || !block.children) return [block]
  if (block.type === 'paragraph') {
    const parts: LexicalNode[] = []
    let run: LexicalNode[] = []
    const flush = () => {
      if (run.length > 0) parts.push({ ...block, children: run })
      run = []
    }
    for (const child of block.children) {
      if (child.type === 'upload') {
        flush()
        parts.push(child)
      } else run.push(child)
    }
    flush()
    return parts
  }
  const lifted: LexicalNode[] = []
  const strip = (node: LexicalNode) => {
    node.children = (node.children ?? []).filter((child) =>
      child.type === 'upload' ? (lifted.push(child), false) : true,
    )
    for (const child of node.children) strip(child)
  }
  strip(block)
  return [block, ...lifted]
}
