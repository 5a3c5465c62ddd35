'use client'
import {
  ConfirmationModal,
  useEditDepth,
  useFormModified,
  useLocale,
  useModal,
  useRouteTransition,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import React, { useEffect, useState } from 'react'
import { isLocale, localeLabels, type Locale } from '../../config/locales.js'
import { interfaceText } from '../../i18n/interfaceText.js'

/**
 * The locale an option of Payload's locale selector (the header's Localizer) stands for. Payload offers no way to
 * replace that selector or to hook its choice, so its options are recognised by their markup: each carries its code as
 * `data-locale`, in a popup rendered at the end of the body.
 */
function localeOption(target: EventTarget | null): Locale | undefined {
  if (!(target instanceof Element)) return undefined
  const option = target.closest('.popup-button-list__button')
  const code = option?.querySelector<HTMLElement>('.localizer__locale-code[data-locale]')?.dataset.locale
  return isLocale(code) ? code : undefined
}

/**
 * Beside every form's controls: while the form has unsaved changes, picking another content language asks first
 * (stay, or switch and discard them) instead of reloading the form in that language and dropping what was typed.
 * Without changes the pick goes through to Payload at once.
 */
export function ContentLanguageSwitchGuard() {
  const modified = useFormModified()
  const current = useLocale()
  const depth = useEditDepth()
  const { openModal } = useModal()
  const { startRouteTransition } = useRouteTransition()
  const router = useRouter()
  const { i18n } = useTranslation()
  const [wanted, setWanted] = useState<Locale>()
  // A document drawer has a form (and a guard) of its own above the page's.
  const modalSlug = `content-language-switch-${depth}`

  useEffect(() => {
    if (!modified) return
    const askFirst = (event: MouseEvent) => {
      const choice = localeOption(event.target)
      if (!choice || choice === current.code) return
      // Captured on the document before React hands the click to the selector, which would switch at once.
      event.preventDefault()
      event.stopImmediatePropagation()
      setWanted(choice)
      openModal(modalSlug)
    }
    document.addEventListener('click', askFirst, true)
    return () => document.removeEventListener('click', askFirst, true)
  }, [modified, current.code, openModal, modalSlug])

  // The same navigation the selector makes: this page with `?locale=` set, every other parameter kept.
  const switchLanguage = () => {
    if (!wanted) return
    const url = new URL(window.location.href)
    url.searchParams.set('locale', wanted)
    startRouteTransition(() => router.push(`${url.pathname}${url.search}`))
  }

  const from = isLocale(current.code) ? localeLabels[current.code] : current.code
  return (
    <ConfirmationModal
      modalSlug={modalSlug}
      heading={interfaceText(i18n, 'contentLanguageSwitchHeading')}
      body={interfaceText(i18n, 'contentLanguageSwitchBody', { from, to: wanted ? localeLabels[wanted] : '' })}
      cancelLabel={interfaceText(i18n, 'contentLanguageSwitchStay')}
      confirmLabel={interfaceText(i18n, 'contentLanguageSwitchDiscard')}
      onConfirm={switchLanguage}
    />
  )
}
