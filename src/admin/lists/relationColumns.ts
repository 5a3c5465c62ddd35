import type { CollectionConfig, Field } from 'payload'

const CELL = '/src/admin/lists/RelationTitlesCell.tsx#RelationTitlesCell'

/** A relationship field, and those inside presentational and group fields, shown in lists by RelationTitlesCell. */
function withTitlesCell(field: Field): Field {
  if (field.type === 'relationship')
    return field.admin?.components?.Cell
      ? field
      : ({ ...field, admin: { ...field.admin, components: { ...field.admin?.components, Cell: CELL } } } as Field)
  if (field.type === 'row' || field.type === 'collapsible' || field.type === 'group')
    return { ...field, fields: field.fields.map(withTitlesCell) } as Field
  if (field.type === 'tabs')
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withTitlesCell) })) }
  return field
}

/**
 * Every relationship column of every list names each row's related records, at any number of rows a page
 * (src/admin/lists/relatedRecords.ts says what Payload's own cell gets wrong). Upload columns keep Payload's cell,
 * which shows the file.
 */
export function withRelationTitleCells(config: CollectionConfig): CollectionConfig {
  return { ...config, fields: config.fields.map(withTitlesCell) }
}
