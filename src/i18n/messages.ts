import type { LabelFunction, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { interfaceText, type InterfaceTextKey } from './interfaceText.js'

/**
 * A hook's or an endpoint's message, in the interface language of whoever sent the request: the editor's in the admin
 * UI and on Payload's REST API (src/admin/interfaceLanguage.ts picks it). /api/v1 has no interface language: its
 * free-text messages are English, as the contract's are (`messageLanguage` in its requests' context, src/api/router.ts).
 */
export const messageFor = (
  req: Pick<PayloadRequest, 'context' | 'i18n'>,
  key: InterfaceTextKey,
  values: Record<string, string | number> = {},
) =>
  interfaceText(
    { language: typeof req.context?.messageLanguage === 'string' ? req.context.messageLanguage : req.i18n?.language },
    key,
    values,
  )

/** One field's error from a hook: the Payload field, the message the admin UI shows by it. */
export interface FieldError {
  path: string
  message: string
  /**
   * The contract's validation key (`validation.in`), when the error is part of an API's answer: the API answers it as
   * a 422 on the wire field that declares `path` as its source (src/api/hookErrors.ts).
   */
  key?: string
}

/** An auth collection's password is no field of its config: Payload's own word for it. */
const passwordLabel: LabelFunction = ({ t }) => t('general:password')

/**
 * Payload's field errors, named by their fields' labels in the interface language (Payload's toast lists the fields:
 * without a label it shows the field's name in the code, `answer`).
 */
export function fieldErrors(
  req: PayloadRequest,
  collection: Pick<SanitizedCollectionConfig, 'flattenedFields' | 'slug'>,
  errors: FieldError[],
) {
  const labelOf = (path: string) => {
    if (path === 'password') return passwordLabel
    const field = collection.flattenedFields?.find((candidate) => candidate.name === path)
    return field && 'label' in field && field.label ? field.label : undefined
  }
  return new ValidationError(
    {
      collection: collection.slug,
      errors: errors.map((error) => ({ ...error, label: labelOf(error.path) })),
      req,
    },
    req.t,
  )
}
