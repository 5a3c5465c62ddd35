/** Debian's Chromium package; the suite never downloads a browser. */
export const CHROMIUM = '/usr/bin/chromium'

/**
 * Headless Chromium on these machines: no sandbox (containers), no GPU, and none of the background traffic (QUIC,
 * component updates, sync, first-run pages) that would leave the machine or slow the start. No host name but the
 * machine's own resolves, so a page's request for another site fails in the browser (browser.ts reports it) without
 * the tests intercepting requests, which would turn off the browser's cache.
 */
export const CHROMIUM_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
