/** Technical fields (derived HTML, lookup keys) have no place in a version comparison. */
export function NoDiff() {
  return null
}
