/**
 * A label in every interface language. Kept apart from the field builders so that client components of the admin
 * UI can import vocabularies without pulling server modules into the browser bundle.
 */
export const labels = (en: string, ru: string, uz: string) => ({ en, ru, uz })

/** Select options of a vocabulary, labelled in every interface language. */
export const optionsOf = (vocabulary: Record<string, ReturnType<typeof labels>>) =>
  Object.entries(vocabulary).map(([value, label]) => ({ value, label }))
