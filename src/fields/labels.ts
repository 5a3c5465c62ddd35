/**
 * A label in every interface language. Kept apart from the field builders so that client components of the admin
 * UI can import vocabularies without pulling server modules into the browser bundle.
 */
export const labels = (en: string, ru: string, uz: string) => ({ en, ru, uz })
