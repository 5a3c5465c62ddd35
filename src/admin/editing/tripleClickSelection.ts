import { createServerFeature } from '@payloadcms/richtext-lexical'

/** A triple-clicked paragraph or bullet is that block's text only, so typing never joins it to the next one. */
export const TripleClickSelectionFeature = createServerFeature({
  feature: { ClientFeature: '/src/admin/editing/TripleClickSelection.tsx#TripleClickSelectionFeatureClient' },
  key: 'tripleClickSelection',
})
