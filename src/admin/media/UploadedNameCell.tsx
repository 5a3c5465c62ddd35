'use client'
import { DefaultCell, useListDrawerContext } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'

type Row = { id: number | string; originalName?: string | null; filename?: string | null }

/**
 * A file in a list by the name it was uploaded under, with its thumbnail and the link to the record. Payload draws the
 * thumbnail for the column of the stored name (`filename`, which carries a random prefix and is no column here), so
 * this cell asks Payload's own cell for that drawing with the uploaded name in it. In a list drawer (choosing a file
 * for a field) the first column chooses the file, as Payload's own first cell does, instead of opening it.
 */
export function UploadedNameCell(props: DefaultCellComponentProps) {
  const { drawerSlug, onSelect } = useListDrawerContext()
  const rowData = props.rowData as Row
  const name = rowData.originalName || rowData.filename || ''
  const choosing =
    drawerSlug && props.link
      ? {
          link: false,
          className: 'default-cell__first-cell',
          onClick: ({ rowData: row }: { rowData: Record<string, unknown> }) =>
            onSelect?.({ collectionSlug: props.collectionSlug, doc: row, docID: String((row as Row).id) }),
        }
      : {}
  return (
    <DefaultCell
      {...props}
      {...choosing}
      cellData={name}
      field={{ ...props.field, name: 'filename' } as typeof props.field}
    />
  )
}
