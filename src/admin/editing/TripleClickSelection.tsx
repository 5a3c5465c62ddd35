'use client'
import { createClientFeature } from '@payloadcms/richtext-lexical/client'
import {
  $findMatchingParent,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  CLICK_COMMAND,
  COMMAND_PRIORITY_HIGH,
  type ElementNode,
  type LexicalNode,
  type PointType,
} from '@payloadcms/richtext-lexical/lexical'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { useEffect } from 'react'

/** The block a point's text belongs to: its paragraph, heading, quote or list item. */
const blockOf = (node: LexicalNode): ElementNode | null =>
  $findMatchingParent(node, (candidate) => $isElementNode(candidate) && !candidate.isInline()) as ElementNode | null

/** Whether the point is the very first position of the block (nothing of the block before it). */
function isAtStartOf(point: PointType, block: ElementNode): boolean {
  if (point.offset !== 0) return false
  for (let node: LexicalNode | null = point.getNode(); node && !node.is(block); node = node.getParent())
    if (node.getPreviousSibling()) return false
  return true
}

/**
 * A triple click selects one block's text, as the editor sees it highlighted. Chromium ends that selection at the start
 * of the next block; Lexical 0.50 takes it as it is, so typing replaced the text and joined the next bullet or
 * paragraph to it ("…10 foizMuddati…", issue 37). On a triple click whose selection ends at the very start of another
 * block, the selection is cut back to the end of the first block; Lexical then writes it back to the page.
 */
function TripleClickSelectionPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      editor.registerCommand(
        CLICK_COMMAND,
        (event: MouseEvent) => {
          if (event.detail !== 3) return false
          const selection = $getSelection()
          if (!$isRangeSelection(selection) || selection.isCollapsed()) return false
          const [start, end] = selection.isBackward()
            ? [selection.focus, selection.anchor]
            : [selection.anchor, selection.focus]
          const block = blockOf(start.getNode())
          const next = blockOf(end.getNode())
          if (!block || !next || block.is(next) || !isAtStartOf(end, next)) return false
          const first = block.getFirstDescendant()
          const last = block.getLastDescendant()
          if ($isTextNode(first) && $isTextNode(last)) {
            selection.anchor.set(first.getKey(), 0, 'text')
            selection.focus.set(last.getKey(), last.getTextContentSize(), 'text')
          } else {
            selection.anchor.set(block.getKey(), 0, 'element')
            selection.focus.set(block.getKey(), block.getChildrenSize(), 'element')
          }
          return false
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  )
  return null
}

export const TripleClickSelectionFeatureClient = createClientFeature({
  plugins: [{ Component: TripleClickSelectionPlugin, position: 'normal' }],
})
