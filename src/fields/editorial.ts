import type { CollectionConfig, EditConfig, EditConfigWithoutRoot, Field, FieldHook, GlobalConfig } from 'payload'
import { globalRestoreKeepsLocales, restoreKeepsLocales } from '../hooks/restoreKeepsLocales.js'
import { localizedFields } from './localeStatus.js'
import { technicalFieldAdmin } from './index.js'

interface StaffUser {
  collection?: string
  name?: string | null
  email?: string | null
}

/** Who saved this state of the record: stored with each version, so the versions list can name its author. */
const recordEditor: FieldHook = ({ req, value }) => {
  const user = req.user as StaffUser | null | undefined
  if (!user || user.collection !== 'users') return value ?? null
  return user.name ? `${user.name} <${user.email ?? ''}>` : (user.email ?? null)
}

const lastEditedByField: Field = {
  name: 'lastEditedBy',
  type: 'text',
  hidden: true,
  admin: technicalFieldAdmin,
  hooks: { beforeChange: [recordEditor] },
}

const localeStatusField: Field = {
  name: 'translations',
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/src/admin/LocaleStatus.tsx#LocaleStatus' },
  },
}

const withVersionsView = (edit: EditConfig | undefined): EditConfig =>
  ({
    ...(edit as EditConfigWithoutRoot | undefined),
    versions: { Component: '/src/admin/versions/VersionsView.tsx#VersionsView' },
  }) as EditConfig

/**
 * What every editorial collection gets in the admin UI: a versions list with authors, newest first; restores that keep
 * translations the version predates; and a sidebar note of which languages are filled.
 */
export function withEditorialAids(config: CollectionConfig): CollectionConfig {
  if (!config.versions) return config
  const translatable = localizedFields(config.fields).length > 0
  const admin = config.admin ?? {}
  return restoreKeepsLocales({
    ...config,
    admin: {
      ...admin,
      components: {
        ...admin.components,
        // A record opened in a language it has no title in yet is headed by its Uzbek title, marked, not its number.
        edit: translatable
          ? {
              ...admin.components?.edit,
              beforeDocumentControls: [
                ...(admin.components?.edit?.beforeDocumentControls ?? []),
                '/src/admin/editing/UntranslatedTitle.tsx#UntranslatedTitle',
              ],
            }
          : admin.components?.edit,
        views: { ...admin.components?.views, edit: withVersionsView(admin.components?.views?.edit) },
      },
    },
    fields: [...config.fields, lastEditedByField, ...(translatable ? [localeStatusField] : [])],
  })
}

/** The versions list with authors for a global (a single settings record). */
export function withEditorialGlobalAids(config: GlobalConfig): GlobalConfig {
  if (!config.versions) return config
  const admin = config.admin ?? {}
  return globalRestoreKeepsLocales({
    ...config,
    admin: {
      ...admin,
      components: {
        ...admin.components,
        views: { ...admin.components?.views, edit: withVersionsView(admin.components?.views?.edit) },
      },
    },
    fields: [...config.fields, lastEditedByField],
  })
}
