import { az } from 'date-fns/locale/az'
import { enGB } from 'date-fns/locale/en-GB'
import { enUS } from 'date-fns/locale/en-US'
import { uz } from 'date-fns/locale/uz'

/**
 * The date-fns locales of the interface languages: month and day names of the date picker, relative times ("5 daqiqa
 * oldin"), and weeks from Monday, as in Uzbekistan. Payload loads a language's locale by its `dateFNSKey` from a fixed
 * list (importDateFNSLocale in @payloadcms/translations) that has neither Uzbek nor en-GB, and react-datepicker gets
 * whatever it loaded. So the Uzbek interface names a key of that list no interface here uses, `az`, and this module
 * gives that key's locale Uzbek's (Latin) names and rules; English gets en-GB's (weeks from Monday) under `en-US`.
 * Russian needs nothing: Payload's `ru` is date-fns' Russian, weeks from Monday.
 *
 * The locale objects are shared by the process (or the browser page), so this runs once wherever Payload may format a
 * date: on the server through the config (src/i18n/uz.ts) and in the browser through the admin UI's provider
 * (src/admin/EditorLanguage.tsx).
 */
export const UZBEK_DATE_FNS_KEY = 'az'

if (az.code !== uz.code) Object.assign(az, uz)
if (enUS.code !== enGB.code) Object.assign(enUS, enGB)
