'use client'
import { useNav } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

const KEY = 'agrofund.navOpen'
/** Payload's phone layout (its `s` breakpoint): there the menu is a modal and closes on every page, as it should. */
const PHONE_MAX_WIDTH = 768

/**
 * Payload 3.90 closes the menu on every full page load below 1440 px (Nav/context.js closes it at its `l`, `m` and
 * `s` breakpoints) and keeps no choice there: an editor at 1366 px opened it again on every page. The editor's last
 * choice is kept in the browser and restored after Payload's close, above the phone layout.
 */
export function NavMemory() {
  const { navOpen, setNavOpen, hydrated } = useNav()
  const restored = useRef(false)
  useEffect(() => {
    if (!hydrated) return
    if (!restored.current) {
      restored.current = true
      const wanted = window.localStorage.getItem(KEY)
      if (wanted !== null && window.innerWidth > PHONE_MAX_WIDTH && (wanted === 'true') !== navOpen) {
        setNavOpen(wanted === 'true')
        return
      }
    }
    // A phone's closing is the layout's, not the editor's choice.
    if (window.innerWidth > PHONE_MAX_WIDTH) window.localStorage.setItem(KEY, String(navOpen))
  }, [hydrated, navOpen, setNavOpen])
  return null
}
