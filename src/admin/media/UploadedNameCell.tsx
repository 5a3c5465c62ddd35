'use client'
import { DefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'

/**
 * A file in a list by the name it was uploaded under, with its thumbnail and the link to the record. Payload draws the
 * thumbnail for the column of the stored name (`filename`, which carries a random prefix and is no column here), so
 * this cell asks Payload's own cell for that drawing with the uploaded name in it.
 */
export function UploadedNameCell(props: DefaultCellComponentProps) {
  const rowData = props.rowData as { originalName?: string | null; filename?: string | null }
  const name = rowData.originalName || rowData.filename || ''
  return <DefaultCell {...props} cellData={name} field={{ ...props.field, name: 'filename' } as typeof props.field} />
}
