/* global module */
/**
 * Payload's admin UI formats every date it shows (list columns, the edit view's header, versions, a locked record's
 * dialog) through one function, `formatDate({ date, i18n, pattern, timezone })`, and passes a `timezone` only for date
 * fields that store one: the rest come out on the clock of whatever renders them, the server's or the browser's. This
 * webpack loader gives that parameter a default, the fund's zone (src/admin/format.ts `adminTimeZone`, kept on
 * `globalThis` under Symbol.for('agrofund.timeZone')), in each copy of the function @payloadcms/ui ships. A file that
 * should hold it and does not (an upgrade renamed or moved it) fails the build instead of showing the wrong clock.
 */
const SIGNATURE =
  /\(\{\s*date(\s*:\s*[\w$]+)?\s*,\s*i18n(\s*:\s*[\w$]+)?\s*,\s*pattern(\s*:\s*[\w$]+)?\s*,\s*timezone(\s*:\s*[\w$]+)?\s*\}\)\s*=>/g
const ZONE_DEFAULT = 'globalThis[Symbol.for("agrofund.timeZone")]'

/** The copies of formatDate in @payloadcms/ui 3.90: the client bundle, the shared bundle and the unbundled module. */
const FILES =
  /@payloadcms[\\/]ui[\\/]dist[\\/](exports[\\/](client|shared)[\\/]index|utilities[\\/]formatDocTitle[\\/]formatDateTitle)\.js$/

function withFundTimeZone(source, file) {
  let count = 0
  const rewritten = source.replace(SIGNATURE, (_match, date = '', i18n = '', pattern = '', timezone = '') => {
    count++
    return `({date${date},i18n${i18n},pattern${pattern},timezone${timezone}=${ZONE_DEFAULT}})=>`
  })
  if (count !== 1)
    throw new Error(
      `${file}: expected Payload's formatDate({ date, i18n, pattern, timezone }) once, found it ${count} times`,
    )
  return rewritten
}

module.exports = function payloadDateZoneLoader(source) {
  return withFundTimeZone(source, this.resourcePath)
}
module.exports.FILES = FILES
module.exports.withFundTimeZone = withFundTimeZone
