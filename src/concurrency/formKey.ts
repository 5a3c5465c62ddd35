/**
 * The admin UI's form cannot send a header with its save (Payload's form posts its fields as they are): its save
 * button puts the version the editor started from into the data under this key instead (src/admin/concurrency/).
 * Its own module: the browser imports it, and must not import the server's hook with it.
 */
export const IF_MATCH_FIELD = '_ifMatch'
