'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'
import '../i18n/dateLocales.js'
import { rewriteLockDialogDates } from './concurrency/lockDialogDate.js'
import { nameDialogsByHeading } from './dialogNames.js'
import './editing/richTextPictures.js'
import { setAdminTimeZone } from './format.js'
import { showUploadedNames } from './media/uploadedNamesInPage.js'
import { translatePayloadLabels } from './payloadLabels.js'
import { setToastLanguage } from './payloadToasts.js'

/**
 * What Payload's admin UI leaves in English in the browser, in the editor's interface language: the date-fns locales
 * of the date picker and relative times (src/i18n/dateLocales.ts), Payload's hard-coded toasts (payloadToasts.ts), the
 * lock dialog's date (concurrency/lockDialogDate.ts) and the rich-text editor's hard-coded labels (payloadLabels.ts);
 * files by their uploaded names and types by name (media/uploadedNamesInPage.ts). And the clock every date is shown
 * on: the fund's zone from the config, set before anything below renders a date (src/admin/format.ts).
 */
export function EditorLanguage({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  setAdminTimeZone((config.admin.custom as { timeZone?: string } | undefined)?.timeZone)
  setToastLanguage(i18n.language)
  useEffect(() => translatePayloadLabels(document.body, i18n.language), [i18n.language])
  useEffect(() => rewriteLockDialogDates(document.body), [])
  useEffect(() => nameDialogsByHeading(document.body), [])
  useEffect(() => showUploadedNames(document.body, i18n.language), [i18n.language])
  return children
}
