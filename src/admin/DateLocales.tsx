'use client'
import type { ReactNode } from 'react'
import '../i18n/dateLocales.js'

/** Makes the admin UI's dates speak the interface language in the browser (src/i18n/dateLocales.ts says how). */
export function DateLocales({ children }: { children?: ReactNode }) {
  return children
}
