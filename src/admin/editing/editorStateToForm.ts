import { createServerFeature } from '@payloadcms/richtext-lexical'

/** Every rich text field hands the editor's state to the form before a save can read it (EditorStateToForm.tsx). */
export const EditorStateToFormFeature = createServerFeature({
  feature: { ClientFeature: '/src/admin/editing/EditorStateToForm.tsx#EditorStateToFormFeatureClient' },
  key: 'editorStateToForm',
})
