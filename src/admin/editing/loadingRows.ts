import type { CollectionConfig, GlobalConfig } from 'payload'

const RECOVERY = '/src/admin/editing/LoadingRowsRecovery.tsx#LoadingRowsRecovery'

/** Every record's form renders array and blocks rows added at any moment (LoadingRowsRecovery.tsx). */
export function withLoadingRowsRecovery(config: CollectionConfig): CollectionConfig {
  const admin = config.admin ?? {}
  const edit = admin.components?.edit
  const beforeDocumentControls = [...(edit?.beforeDocumentControls ?? []), RECOVERY]
  return {
    ...config,
    admin: { ...admin, components: { ...admin.components, edit: { ...edit, beforeDocumentControls } } },
  }
}

/** The same for a global's form. */
export function withGlobalLoadingRowsRecovery(config: GlobalConfig): GlobalConfig {
  const admin = config.admin ?? {}
  const elements = admin.components?.elements
  const beforeDocumentControls = [...(elements?.beforeDocumentControls ?? []), RECOVERY]
  return {
    ...config,
    admin: { ...admin, components: { ...admin.components, elements: { ...elements, beforeDocumentControls } } },
  }
}
