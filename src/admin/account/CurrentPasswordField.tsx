'use client'
import {
  FieldError,
  FieldLabel,
  useAuth,
  useDocumentInfo,
  useField,
  useFormFields,
  useTranslation,
} from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import React from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'

const anyValue = () => true as const

/**
 * The current password, asked beside Payload's new password fields while one changes one's own password (the
 * account view, or one's own record in the staff list): the server refuses the change without it (src/auth/
 * currentPassword.ts), and its error shows under this field. Hidden on other accounts, whose password a super admin
 * resets without one. A plain input on the form's state: the server alone judges it.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path: givenPath }) => {
  const path = givenPath ?? field.name
  const { i18n } = useTranslation()
  const { user } = useAuth()
  const { id, collectionSlug } = useDocumentInfo()
  // Valid as typed: only the server can tell whether it is right (the form would otherwise keep the server's verdict
  // on the empty field and refuse to submit).
  const { value, setValue, showError, errorMessage } = useField<string>({ path, validate: anyValue })
  // Payload's "Change password" marks the (empty) new password as missing, typing gives it a value; "Cancel" removes it.
  const changingPassword = useFormFields(([fields]) =>
    Boolean(fields.password && (fields.password.value || fields.password.valid === false)),
  )
  const ownAccount = Boolean(
    user && collectionSlug === user.collection && id !== undefined && String(id) === String(user.id),
  )
  if (!ownAccount || !changingPassword) return null
  const label = interfaceText(i18n, 'currentPassword')
  return (
    <div
      className={`field-type password agrofund-current-password${showError ? ' error' : ''}`}
      style={{ marginBottom: 'var(--spacing-field)' }}
    >
      <FieldLabel htmlFor={`field-${path}`} label={label} path={path} required />
      <div className="field-type__wrap">
        <FieldError message={errorMessage} path={path} showError={showError} />
        <input
          aria-label={label}
          autoComplete="current-password"
          id={`field-${path}`}
          name={path}
          onChange={(event) => setValue(event.target.value)}
          type="password"
          value={value ?? ''}
        />
      </div>
      <div className="field-description">{interfaceText(i18n, 'currentPasswordHint')}</div>
    </div>
  )
}
