import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { fieldErrors } from '../i18n/messages.js'

const TIMESTAMPS = ['createdAt', 'updatedAt'] as const

/** A moment PostgreSQL's timestamp columns hold: a Date or date text, in years 1 to 9999. */
export const isDate = (value: unknown): boolean => {
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN
  if (!Number.isFinite(time)) return false
  const year = new Date(time).getUTCFullYear()
  return year >= 1 && year <= 9999
}

/**
 * Payload writes a `createdAt` or `updatedAt` sent in a record's data as it is, without the date check its own date
 * fields get, so `{"createdAt": "x"}` from Payload's REST failed in the database (a 500). A sent timestamp is a date
 * (an import may backdate a record), or the write is a 400 naming the field; `null` means "not sent".
 */
const checkTimestamps: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  if (!data) return data
  const errors: { message: string; path: string }[] = []
  for (const name of TIMESTAMPS) {
    if (data[name] === null) delete data[name]
    else if (data[name] !== undefined && !isDate(data[name]))
      errors.push({ path: name, message: req.t('validation:invalidInput') })
  }
  if (errors.length > 0) throw fieldErrors(req, collection, errors)
  return data
}

export const withCheckedTimestamps = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeValidate: [checkTimestamps, ...(collection.hooks?.beforeValidate ?? [])] },
})
