'use client'
import { DateTimeField as PayloadDateTimeField, useField, useTranslation } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'
import React, { useMemo, useRef } from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'

const MARGIN = 8

/**
 * A floating-ui step after react-datepicker's own (flip, offset): the picker is moved back inside the window. Placed
 * under a field near the window's right edge (the sidebar of a 1366 px wide page with the menu open), its time column
 * ran about 60 px off the screen, where nothing scrolls to it.
 */
const insideWindow = {
  name: 'insideWindow',
  fn: ({ x, y, rects }: { x: number; y: number; rects: { floating: { width: number; height: number } } }) => ({
    x: Math.max(MARGIN, Math.min(x, window.innerWidth - rects.floating.width - MARGIN)),
    y: Math.max(MARGIN, Math.min(y, window.innerHeight - rects.floating.height - MARGIN)),
  }),
}

/** The time an empty field takes with a day clicked: the current time of day, rounded down to the picker's step. */
function withCurrentTime(day: Date, stepMinutes: number): Date {
  const now = new Date()
  const withTime = new Date(day)
  withTime.setHours(now.getHours(), Math.floor(now.getMinutes() / stepMinutes) * stepMinutes, 0, 0)
  return withTime
}

/**
 * Payload's date-time field with three changes to its picker (react-datepicker): it stays inside the window (placed
 * `fixed`, so no scrolling panel cuts it off), its time column is headed in the interface language (react-datepicker
 * writes "Time"), and a day clicked on an empty field takes the current time of day (rounded down to the picker's
 * interval) instead of 00:00; with a time already chosen, react-datepicker keeps it.
 */
export const DateTimeField: DateFieldClientComponent = (props) => {
  const { i18n } = useTranslation()
  const { value, setValue } = useField<string | null>({ potentiallyStalePath: props.path })
  // The value before a click: react-datepicker reports the day to onChange (which stores it) before onSelect.
  const before = useRef(value)
  before.current = value
  const date = props.field.admin?.date as { timeIntervals?: number; overrides?: Record<string, unknown> } | undefined
  const step = date?.timeIntervals ?? 30
  const field = useMemo(
    () => ({
      ...props.field,
      admin: {
        ...props.field.admin,
        date: {
          ...date,
          overrides: {
            ...date?.overrides,
            timeCaption: interfaceText(i18n, 'timeCaption'),
            popperProps: { strategy: 'fixed' as const },
            popperModifiers: [insideWindow],
            onSelect: (day: Date | null) => {
              if (day && !before.current) setValue(withCurrentTime(day, step).toISOString())
            },
          },
        },
      },
    }),
    [props.field, date, i18n, setValue, step],
  )
  return <PayloadDateTimeField {...props} field={field as typeof props.field} />
}
