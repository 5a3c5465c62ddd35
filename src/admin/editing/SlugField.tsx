'use client'
import { TextField, useForm, useFormFields, useOperation } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import React, { useEffect, useRef } from 'react'
import { slugFromTitle } from './slugFromTitle.js'

/**
 * The slug of a new record follows its title (or its name) as the editor types it, transliterated to a Latin slug,
 * until the editor writes one of their own: a slug that is neither empty nor the last one made from the title is left
 * alone. A saved record's slug never follows a new title (links to it would break).
 */
export function SlugField(props: TextFieldClientProps) {
  const operation = useOperation()
  const title = useFormFields(([fields]) => (fields.title ?? fields.name)?.value)
  const slug = useFormFields(([fields]) => fields[props.path]?.value)
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const { setModified } = useForm()
  const made = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (operation !== 'create' || typeof title !== 'string') return
    const current = typeof slug === 'string' ? slug : ''
    if (current !== '' && current !== made.current) return
    const next = slugFromTitle(title, props.field.maxLength ?? 255)
    made.current = next
    if (next === current) return
    dispatch({ type: 'UPDATE', path: props.path, value: next })
    setModified(true)
    // Only a new title makes a new slug; the slug typed by hand is read when the title changes next.
  }, [title, operation])

  return <TextField {...props} />
}
