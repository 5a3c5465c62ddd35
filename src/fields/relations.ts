/** The id of a relation field's value, loaded (`{id, ...}`) or not (the id itself); null when empty. */
export const relationId = (value: unknown): number | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id)
  return Number(value)
}

/** A related staff account as `{id, name}` (an appeal's assignee, a conversation's operator); its id alone when not loaded. */
export const namedRelation = (value: unknown): { id: number; name: string | null } | null => {
  const id = relationId(value)
  if (id === null) return null
  const name = typeof value === 'object' && value ? ((value as { name?: string | null }).name ?? null) : null
  return { id, name }
}
