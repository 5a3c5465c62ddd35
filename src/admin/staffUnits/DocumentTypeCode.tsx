import { TextField } from '@payloadcms/ui'
import type { TextFieldServerProps } from 'payload'
import React from 'react'
import { seesTechnicalDetails } from '../technicalView.js'

/** A document type's code, for admins: editors name types, the code is made for them (collections/DocumentTypes.ts). */
export function DocumentTypeCode({ clientField, path, permissions, readOnly, req, schemaPath }: TextFieldServerProps) {
  if (!seesTechnicalDetails(req)) return null
  return (
    <TextField field={clientField} path={path} permissions={permissions} readOnly={readOnly} schemaPath={schemaPath} />
  )
}
