'use client'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import React from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'
import { postStateLabel, postStateOf } from '../../access/postState.js'

/** Beside the form: where the post will stand with the status and date as they are now in the form. */
export function PostStateField() {
  const { i18n } = useTranslation()
  const status = useFormFields(([fields]) => fields.status?.value)
  const publishedAt = useFormFields(([fields]) => fields.publishedAt?.value)
  const state = postStateOf({ status, publishedAt })
  const label = postStateLabel(state, i18n.language)
  return (
    <div className="field-type agrofund-post-state-field" data-testid="post-state">
      <span className="field-label">{interfaceText(i18n, 'postStateOnSite')}</span>
      <span className={`agrofund-post-state agrofund-post-state--${state}`} data-state={state}>
        {label}
      </span>
    </div>
  )
}
