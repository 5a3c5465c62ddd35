import { diffWordsWithSpace } from 'diff'
import React from 'react'

/** Texts shorter than this are read at a glance; longer ones get their changed words marked. */
const LONG_TEXT = 40

export const isLongText = (before: string, after: string) => before.length >= LONG_TEXT || after.length >= LONG_TEXT

/**
 * One side of a long text's change with the words that differ marked: on the old side the removed words
 * (`<del>`), on the new side the added ones (`<ins>`). The word diff is jsdiff's (`diff` on npm).
 */
export function WordDiff({ before, after, side }: { before: string; after: string; side: 'old' | 'new' }) {
  const parts = diffWordsWithSpace(before, after)
  return (
    <>
      {parts.map((part, index) => {
        if (part.added) return side === 'new' ? <ins key={index}>{part.value}</ins> : null
        if (part.removed) return side === 'old' ? <del key={index}>{part.value}</del> : null
        return <React.Fragment key={index}>{part.value}</React.Fragment>
      })}
    </>
  )
}
