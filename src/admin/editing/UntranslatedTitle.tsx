'use client'
import { useConfig, useDocumentInfo, useDocumentTitle, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'
import { defaultLocale } from '../../config/locales.js'
import { interfaceText } from '../../i18n/interfaceText.js'

/**
 * A record opened in a language it has no title in yet: Payload heads the page with the record's number ("37"). The
 * heading shows the Uzbek title instead, marked as not translated yet.
 */
export function UntranslatedTitle() {
  const { id, collectionSlug, docConfig } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const locale = useLocale()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const titleField = docConfig && 'useAsTitle' in docConfig.admin ? docConfig.admin.useAsTitle : undefined

  useEffect(() => {
    if (!id || !collectionSlug || !titleField || locale.code === defaultLocale || title !== String(id)) return
    const controller = new AbortController()
    const url = `${config.serverURL}${config.routes.api}/${collectionSlug}/${id}?depth=0&locale=${defaultLocale}&fallback-locale=none&select[${titleField}]=true`
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: Record<string, unknown> | null) => {
        const original = doc?.[titleField]
        if (typeof original === 'string' && original.trim())
          setDocumentTitle(`${original.trim()} — ${interfaceText(i18n, 'untranslatedTitle')}`)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, collectionSlug, titleField, locale.code, title, config, i18n, setDocumentTitle])

  return null
}
