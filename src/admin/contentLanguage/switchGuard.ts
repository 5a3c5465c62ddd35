import type { CollectionConfig, GlobalConfig } from 'payload'

const SWITCH_GUARD = '/src/admin/contentLanguage/SwitchGuard.tsx#ContentLanguageSwitchGuard'

/**
 * Every record's form asks before the content language is switched over unsaved changes. All of them, translatable
 * or not: the header's locale selector is on every page, and a switch reloads any form.
 */
export function withContentLanguageGuard(config: CollectionConfig): CollectionConfig {
  const admin = config.admin ?? {}
  const edit = admin.components?.edit
  const beforeDocumentControls = [...(edit?.beforeDocumentControls ?? []), SWITCH_GUARD]
  return {
    ...config,
    admin: { ...admin, components: { ...admin.components, edit: { ...edit, beforeDocumentControls } } },
  }
}

/** The same for a global's form. */
export function withGlobalContentLanguageGuard(config: GlobalConfig): GlobalConfig {
  const admin = config.admin ?? {}
  const elements = admin.components?.elements
  const beforeDocumentControls = [...(elements?.beforeDocumentControls ?? []), SWITCH_GUARD]
  return {
    ...config,
    admin: { ...admin, components: { ...admin.components, elements: { ...elements, beforeDocumentControls } } },
  }
}
