'use client'
import { useTranslation } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import '../i18n/dateLocales.js'
import { setToastLanguage } from './payloadToasts.js'

/**
 * What Payload's admin UI leaves in English in the browser, in the editor's interface language: the date-fns locales
 * of the date picker and relative times (src/i18n/dateLocales.ts) and Payload's hard-coded toasts (payloadToasts.ts).
 */
export function EditorLanguage({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  setToastLanguage(i18n.language)
  return children
}
