'use client'
import { FieldDiffContainer, getHTMLDiffComponents, useTranslation } from '@payloadcms/ui'
import type { FieldDiffClientProps } from 'payload'
import React from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'

/**
 * A checkbox in a version comparison as a word in the interface language (Yes / No), where Payload's diff shows the
 * raw `true` / `false`.
 */
export function YesNoDiff({ comparisonValue, field, locale, nestingLevel, versionValue }: FieldDiffClientProps) {
  const { i18n } = useTranslation()
  const word = (value: unknown) => (value ? interfaceText(i18n, 'yes') : interfaceText(i18n, 'no'))
  const { From, To } = getHTMLDiffComponents({
    fromHTML: `<p>${word(comparisonValue)}</p>`,
    toHTML: `<p>${word(versionValue)}</p>`,
    tokenizeByCharacter: false,
  })
  return (
    <FieldDiffContainer
      className="text-diff"
      From={From}
      i18n={i18n}
      label={{ label: 'label' in field ? field.label : undefined, locale }}
      nestingLevel={nestingLevel}
      To={To}
    />
  )
}
