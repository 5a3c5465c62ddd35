/** Debian's Chromium package; the suite never downloads a browser. */
export const CHROMIUM = '/usr/bin/chromium'

/**
 * Headless Chromium on these machines: no sandbox (containers), no GPU, and none of the background traffic (QUIC,
 * component updates, sync, first-run pages) that would leave the machine or slow the start.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
