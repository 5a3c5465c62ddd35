'use client'
import { FieldLabel, useLocale } from '@payloadcms/ui'
import type { FieldLabelClientComponent, StaticLabel } from 'payload'
import { defaultLocale } from '../../config/locales.js'

/**
 * The label of a text required in Uzbek (src/fields/requiredInDefaultLocale.ts): marked `*` like Payload's required
 * fields while the form is in Uzbek. Payload marks only fields with `required`, which these are not (they may stay
 * empty in the other languages, which fall back to Uzbek), so editors met required fields without the mark.
 */
export const RequiredLabel: FieldLabelClientComponent = ({ field, path, htmlFor }) => {
  const locale = useLocale()
  // A text or textarea field (src/fields/index.ts localizedText): both have a label and are localized.
  const text = field as { label?: StaticLabel; localized?: boolean } | undefined
  return (
    <FieldLabel
      htmlFor={htmlFor}
      label={text?.label}
      localized={text?.localized}
      path={path}
      required={locale.code === defaultLocale}
    />
  )
}
