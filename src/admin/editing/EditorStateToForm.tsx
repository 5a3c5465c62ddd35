'use client'
import {
  BlockNode,
  createClientFeature,
  HorizontalRuleNode,
  InlineBlockNode,
  RelationshipNode,
  UploadNode,
  useEditorConfigContext,
} from '@payloadcms/richtext-lexical/client'
import type { EditorState } from '@payloadcms/richtext-lexical/lexical'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { useFieldPath, useForm } from '@payloadcms/ui'
import { useEffect } from 'react'
import { flushSync } from 'react-dom'

/** Nodes placed whole, often from a drawer: a picture, a relation, a block, a rule. */
const placedNodes = [UploadNode, RelationshipNode, BlockNode, InlineBlockNode, HorizontalRuleNode]

/** Ctrl+S / Cmd+S, Payload's save hotkey. */
const isSaveHotkey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's'

/**
 * Payload's rich text field hands the editor's state to the form in the browser's idle time (up to 500 ms later, and
 * not at all before a click that comes first). A save right after a change then sent the text as it was before it,
 * and on an existing record the Save button stayed disabled: a picture chosen in the drawer was lost. This plugin
 * writes the state into the form at once when a node is placed or removed, and, for every change (a placement's too),
 * just before a click or the save hotkey reaches Payload's handlers (capture phase on window, rendered synchronously).
 */
function EditorStateToFormPlugin() {
  const [editor] = useLexicalComposerContext()
  const { fieldProps } = useEditorConfigContext()
  const pathFromContext = useFieldPath()
  const path = pathFromContext || fieldProps.path
  const { dispatchFields, setModified } = useForm()

  useEffect(() => {
    let pending = false
    let placed = false
    const write = (state: EditorState) => {
      pending = false
      dispatchFields({ type: 'UPDATE', path, value: state.toJSON() })
      setModified(true)
    }
    const flush = () => {
      if (pending) flushSync(() => write(editor.getEditorState()))
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSaveHotkey(event)) flush()
    }
    // A placement is seen by a mutation listener, which runs in the same commit before the update listeners.
    const watchPlacements = placedNodes
      .filter((klass) => editor.hasNodes([klass]))
      .map((klass) =>
        editor.registerMutationListener(
          klass,
          (mutations) => {
            if ([...mutations.values()].some((mutation) => mutation !== 'updated')) placed = true
          },
          { skipInitialization: true },
        ),
      )
    // The same changes Payload's OnChangePlugin passes on: not the initial state, a selection or a focus alone.
    const unregister = editor.registerUpdateListener(
      ({ editorState, prevEditorState, dirtyElements, dirtyLeaves, tags }) => {
        const wasPlaced = placed
        placed = false
        if (
          prevEditorState.isEmpty() ||
          tags.has('history-merge') ||
          (dirtyElements.size === 0 && dirtyLeaves.size === 0)
        )
          return
        if (tags.has('focus') && tags.size === 1) return
        if (wasPlaced) write(editorState)
        // Still pending after a placement's write: that write renders when React gets to it, which on a busy page can
        // be after a save hotkey pressed at once; the hotkey or click then writes it again, rendered synchronously.
        pending = true
      },
    )
    window.addEventListener('pointerdown', flush, true)
    window.addEventListener('click', flush, true)
    window.addEventListener('keydown', onKeyDown, true)
    return () => {
      unregister()
      for (const stop of watchPlacements) stop()
      window.removeEventListener('pointerdown', flush, true)
      window.removeEventListener('click', flush, true)
      window.removeEventListener('keydown', onKeyDown, true)
    }
  }, [editor, path, dispatchFields, setModified])

  return null
}

export const EditorStateToFormFeatureClient = createClientFeature({
  plugins: [{ Component: EditorStateToFormPlugin, position: 'normal' }],
})
