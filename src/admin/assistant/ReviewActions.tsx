'use client'
import { Button, SelectField, useDocumentInfo, useForm, useFormFields, useTranslation } from '@payloadcms/ui'
import type { SelectFieldClientProps } from 'payload'
import React from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'

/**
 * The review list's decision (collections/AssistantReview.ts): its status, as Payload shows a select, and under it the
 * one-click actions while the question is new: "Add as a phrasing" (of the record chosen in "Teach it as a phrasing
 * of", filled with the assistant's best guess), "Off-topic", "Dismiss". Each saves the form with that status; the
 * collection's hooks do the rest in the same transaction (src/assistant/review.ts).
 */
export function ReviewActions(props: SelectFieldClientProps) {
  const { submit } = useForm()
  const { i18n } = useTranslation()
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.initialValue)
  const entry = useFormFields(([fields]) => fields.entry?.value)
  const decided = status !== undefined && status !== 'new'
  const decide = (next: string) => void submit({ overrides: { status: next } })
  return (
    <div className="agrofund-review-actions">
      <SelectField {...props} readOnly={props.readOnly || decided} />
      {decided || id === undefined ? null : (
        <div
          style={{ display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) / 2)', marginTop: 'var(--base)' }}
        >
          <Button
            buttonStyle="primary"
            size="small"
            margin={false}
            disabled={!entry}
            tooltip={interfaceText(i18n, 'teachPhrasingHint')}
            onClick={() => decide('taught')}
          >
            {interfaceText(i18n, 'teachPhrasing')}
          </Button>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            tooltip={interfaceText(i18n, 'markOffTopicHint')}
            onClick={() => decide('offtopic')}
          >
            {interfaceText(i18n, 'markOffTopic')}
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => decide('dismissed')}>
            {interfaceText(i18n, 'dismissReview')}
          </Button>
        </div>
      )}
    </div>
  )
}
