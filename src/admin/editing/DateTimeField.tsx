'use client'
import { TZDate } from '@date-fns/tz'
import { DateTimeField as PayloadDateTimeField, useField, useTranslation } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'
import React, { useMemo, useRef } from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'
import { adminTimeZone } from '../format.js'

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

/**
 * react-datepicker shows and picks times on the browser's clock. The picker is given the fund's clock instead (issue 37
 * point 3: every time an editor reads is the fund's, `REPORT_TIME_ZONE`): a stored instant is shown as a browser-local
 * date with the fund's wall-clock figures, and a picked date's figures are read back as the fund's.
 */
function toFundClock(instant: Date): Date {
  const fund = new TZDate(instant.getTime(), adminTimeZone())
  return new Date(fund.getFullYear(), fund.getMonth(), fund.getDate(), fund.getHours(), fund.getMinutes())
}

function fromFundClock(shown: Date): Date {
  const fund = new TZDate(
    shown.getFullYear(),
    shown.getMonth(),
    shown.getDate(),
    shown.getHours(),
    shown.getMinutes(),
    0,
    adminTimeZone(),
  )
  return new Date(fund.getTime())
}

/** The time an empty field takes with a day clicked: the fund's current time of day, rounded down to the picker's step. */
function withCurrentTime(day: Date, stepMinutes: number): Date {
  const now = toFundClock(new Date())
  const withTime = new Date(day)
  withTime.setHours(now.getHours(), Math.floor(now.getMinutes() / stepMinutes) * stepMinutes, 0, 0)
  return withTime
}

/**
 * Payload's date-time field with four changes to its picker (react-datepicker): it shows and picks the fund's clock
 * whatever the browser's zone (above), it stays inside the window (placed `fixed`, so no scrolling panel cuts it
 * off), its time column is headed in the interface language (react-datepicker writes "Time"), and a day clicked on an
 * empty field takes the current time of day (rounded down to the picker's interval) instead of 00:00; with a time
 * already chosen, react-datepicker keeps it. Payload's DatePicker spreads `overrides` over its own `selected` and
 * `onChange` (@payloadcms/ui 3.90), which is where the clock is changed.
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
            selected: value ? toFundClock(new Date(value)) : null,
            onChange: (shown: Date | null) => setValue(shown ? fromFundClock(shown).toISOString() : null),
            onSelect: (day: Date | null) => {
              if (day && !before.current) setValue(fromFundClock(withCurrentTime(day, step)).toISOString())
            },
          },
        },
      },
    }),
    [props.field, date, i18n, setValue, step, value],
  )
  return <PayloadDateTimeField {...props} field={field as typeof props.field} />
}
