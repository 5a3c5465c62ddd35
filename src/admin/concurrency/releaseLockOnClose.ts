'use client'
import { useEffect } from 'react'

/**
 * Payload releases an editor's lock on a record when its edit view unmounts inside the app, but not when the tab is
 * closed or reloaded: the lock then stood for its full duration (five minutes) and every other editor met "locked".
 * On pagehide the lock is released by one request that outlives the page (fetch keepalive), through the endpoint
 * beside latest-change (src/concurrency/latestChange.ts).
 */
export function useReleaseLockOnClose(
  apiUrl: string,
  collectionSlug: string | undefined,
  id: number | string | undefined,
) {
  useEffect(() => {
    if (!collectionSlug || id === undefined) return
    const release = () => {
      void fetch(`${apiUrl}/${collectionSlug}/${id}/release-lock`, {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
      }).catch(() => undefined)
    }
    window.addEventListener('pagehide', release)
    return () => window.removeEventListener('pagehide', release)
  }, [apiUrl, collectionSlug, id])
}
