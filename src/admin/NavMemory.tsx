'use client'
import { useNav, useWindowInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

const KEY = 'agrofund.navOpen'

/**
 * Payload 3.90 closes the menu on every full page load below 1440 px and keeps no choice there (Nav/context.js closes
 * it whenever its `l`, `m` or `s` breakpoint is measured true, and stores the toggler's choice only above `l`): an
 * editor at 1366 px opened it again on every page. The editor's own choice (a click on the toggler) is kept in the
 * browser and restored once Payload's close has run, except in the phone layout (`s`), where the menu is a modal that
 * closes on every page as it should.
 *
 * Rendered inside the menu (`afterNavLinks`), below Payload's NavProvider. React runs a child's effects before its
 * parent's, so a restore in this effect would be undone by the provider's close in the same commit: it waits a task.
 * The breakpoints are measured after the first render (Payload's useWindowInfo starts with none), which is why the
 * restore follows them rather than running once.
 */
export function NavMemory() {
  const { setNavOpen, hydrated } = useNav()
  const {
    breakpoints: { l: large, m: mid, s: phone },
  } = useWindowInfo()

  useEffect(() => {
    const remember = (event: MouseEvent) => {
      const toggler = (event.target as Element | null)?.closest?.('.nav-toggler')
      if (!toggler || window.matchMedia('(max-width: 768px)').matches) return
      // Read before Payload's own handler flips it: the choice is the other state.
      const open = document.querySelector('.nav')?.classList.contains('nav--nav-open') ?? false
      window.localStorage.setItem(KEY, String(!open))
    }
    document.addEventListener('click', remember, true)
    return () => document.removeEventListener('click', remember, true)
  }, [])

  useEffect(() => {
    if (!hydrated || phone || !(large || mid)) return
    const wanted = window.localStorage.getItem(KEY)
    if (wanted === null) return
    const timer = window.setTimeout(() => setNavOpen(wanted === 'true'), 0)
    return () => window.clearTimeout(timer)
  }, [hydrated, large, mid, phone, setNavOpen])

  return null
}
