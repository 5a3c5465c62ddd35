'use client'
import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'
import '../i18n/dateLocales.js'
import { showUploadedNames } from './media/uploadedNamesInPage.js'
import { translatePayloadLabels } from './payloadLabels.js'
import { setToastLanguage } from './payloadToasts.js'

/**
 * What Payload's admin UI leaves in English in the browser, in the editor's interface language: the date-fns locales
 * of the date picker and relative times (src/i18n/dateLocales.ts), Payload's hard-coded toasts (payloadToasts.ts) and
 * the rich-text editor's hard-coded labels (payloadLabels.ts); files by their uploaded names and types by name
 * (media/uploadedNamesInPage.ts).
 */
export function EditorLanguage({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  setToastLanguage(i18n.language)
  useEffect(() => translatePayloadLabels(document.body, i18n.language), [i18n.language])
  useEffect(() => showUploadedNames(document.body, i18n.language), [i18n.language])
  return children
}
