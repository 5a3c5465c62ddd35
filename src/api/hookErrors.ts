import { ValidationError as PayloadValidationError } from 'payload'
import { addError, ValidationError, type ErrorBag } from '../core/errors.js'
import type { FieldError } from '../i18n/messages.js'
import type { WireField } from './wire.js'

/**
 * A collection hook's field errors in the contract's terms, by declaration: when every error names its validation key
 * (src/i18n/messages.ts `fieldErrors`), each is answered on the wire field whose `source` is the erring Payload field,
 * so a rule kept in a hook (the appeal workflow) needs no second statement in the API. Anything else (no key, a field
 * no wire field declares) is left to the error handler's general mapping (src/api/errorHandler.ts).
 */
export function hookErrorsOnWire(error: unknown, fields: Record<string, WireField>): ValidationError | null {
  if (!(error instanceof PayloadValidationError)) return null
  const items = (error.data?.errors ?? []) as FieldError[]
  if (items.length === 0) return null
  const errors: ErrorBag = {}
  for (const item of items) {
    const wireName = Object.keys(fields).find((name) => fields[name].source === item.path)
    if (!item.key || !wireName) return null
    addError(errors, wireName, item.key)
  }
  return new ValidationError(errors)
}
