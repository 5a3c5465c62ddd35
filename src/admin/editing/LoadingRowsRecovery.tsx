'use client'
import { useAllFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

/** How long a row may show its loading skeleton with nothing happening in the form before it is asked for again. */
const STUCK_AFTER_MS = 1000

type Row = { id: string; isLoading?: boolean; renderRequests?: number }

/**
 * A row added to an array or blocks field is a grey skeleton until the form's next answer from the server renders its
 * fields. Payload asks for that answer 250 ms after a change, unless the state then equals the last answer merged, and
 * that merge also counts the rows added while it was on its way: a row added just before the answer to the text
 * typed before it (a caption, then "Surat qo'shish") was never asked for and stayed a skeleton until the next change
 * (the second click then showed two rows). Here, a row still loading while the form has been quiet for a second is
 * marked once more, which is a change, so the form asks the server for it. Beside every record's form.
 */
export function LoadingRowsRecovery() {
  const [fields, dispatchFields] = useAllFormFields()

  useEffect(() => {
    const stuck = Object.entries(fields).filter(([, field]) =>
      (field.rows as Row[] | undefined)?.some((row) => row.isLoading),
    )
    if (stuck.length === 0) return
    const timer = setTimeout(() => {
      for (const [path, field] of stuck) {
        const rows = (field.rows as Row[]).map((row) =>
          row.isLoading ? { ...row, renderRequests: (row.renderRequests ?? 0) + 1 } : row,
        )
        dispatchFields({ type: 'UPDATE', path, rows: rows as typeof field.rows })
      }
    }, STUCK_AFTER_MS)
    return () => clearTimeout(timer)
  }, [fields, dispatchFields])

  return null
}
