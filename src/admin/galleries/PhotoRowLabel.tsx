'use client'
import { useConfig, useRowLabel, useTranslation } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'

type PhotoRow = { image?: number | string | { id?: number | string } | null; caption?: string | null }

/** The media record's small picture, as Payload's own upload field shows it. */
type MediaThumbnail = { thumbnailURL?: string | null; url?: string | null }

/**
 * A collapsed photo row says what it holds: the picture's thumbnail and its caption in the language being edited
 * ("Surat 03" alone, while neither is set). The file is read once per row by id, with the editor's own access.
 */
export function PhotoRowLabel() {
  const { data, rowNumber } = useRowLabel<PhotoRow>()
  const { i18n } = useTranslation()
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const image = data?.image
  const id = image && typeof image === 'object' ? image.id : image
  const [thumbnail, setThumbnail] = useState<string | undefined>()

  useEffect(() => {
    if (id === undefined || id === null || id === '') return setThumbnail(undefined)
    const controller = new AbortController()
    fetch(`${serverURL}${api}/media/${id}?depth=0`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<MediaThumbnail>) : undefined))
      .then((media) => setThumbnail(media?.thumbnailURL ?? media?.url ?? undefined))
      .catch(() => undefined)
    return () => controller.abort()
  }, [api, id, serverURL])

  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  const caption = typeof data?.caption === 'string' ? data.caption.trim() : ''
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem', minWidth: 0 }}>
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          width={40}
          height={40}
          style={{ objectFit: 'cover', borderRadius: 3, flex: 'none' }}
        />
      ) : null}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {caption ? `${number}. ${caption}` : interfaceText(i18n, 'photoNumber', { number })}
      </span>
    </span>
  )
}
