'use client'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'
import { formatFileSize } from './format.js'

/** File sizes in the media library list as people read them (1.5 MB), not in bytes. */
export function FileSizeCell({ cellData }: DefaultCellComponentProps) {
  return <span>{formatFileSize(cellData)}</span>
}
