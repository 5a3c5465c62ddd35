/**
 * Derived, technical columns the API reads: never shown to editors, not as a column, a filter or in a version diff.
 */
export const technicalFieldAdmin = {
  hidden: true,
  readOnly: true,
  disableListColumn: true,
  disableListFilter: true,
  disableBulkEdit: true,
  components: { Diff: '/src/admin/NoDiff.tsx#NoDiff' },
} as const
