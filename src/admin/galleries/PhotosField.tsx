'use client'
import { ArrayField, Button, useForm, useListDrawer, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClientProps } from 'payload'
import React, { useCallback } from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'
import { picturesOnly } from '../../media/types.js'

/**
 * A gallery's photo rows (Payload's own array field) and, under them, a button that opens the media library's list of
 * pictures with multiple selection (and its own upload): every picture ticked becomes one row, in the order ticked.
 * Five photos are two clicks and five ticks instead of five rows of "add", "choose", "search", "pick".
 */
export function PhotosField(props: ArrayFieldClientProps) {
  const { path, schemaPath = path, readOnly } = props
  const { addFieldRow, getDataByPath } = useForm()
  const { i18n } = useTranslation()
  const [ListDrawer, , { closeDrawer, openDrawer }] = useListDrawer({
    collectionSlugs: ['media'],
    filterOptions: { media: picturesOnly },
    uploads: true,
  })

  const append = useCallback(
    (ids: (number | string)[]) => {
      const existing = (getDataByPath(path) as unknown[] | undefined)?.length ?? 0
      // Each row at its own index: the form's data is read once, before the rows it is about to get.
      ids.forEach((id, offset) =>
        addFieldRow({
          path,
          schemaPath,
          rowIndex: existing + offset,
          subFieldState: { image: { initialValue: id, value: id, valid: true } },
        }),
      )
      closeDrawer()
    },
    [addFieldRow, closeDrawer, getDataByPath, path, schemaPath],
  )

  return (
    <>
      <ArrayField {...props} />
      {readOnly ? null : (
        <div style={{ marginTop: 'calc(var(--base) * -1)', marginBottom: 'var(--base)' }}>
          <Button
            buttonStyle="secondary"
            size="small"
            onClick={openDrawer}
            tooltip={interfaceText(i18n, 'choosePicturesHint')}
          >
            {interfaceText(i18n, 'choosePictures')}
          </Button>
          <ListDrawer
            allowCreate
            enableRowSelections
            onSelect={({ docID }) => append([docID])}
            onBulkSelect={(selected) => append([...selected].filter(([, ticked]) => ticked).map(([id]) => id))}
          />
        </div>
      )}
    </>
  )
}
