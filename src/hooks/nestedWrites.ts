import type { PayloadRequest } from 'payload'

/**
 * Runs a hook's write to other records outside the restore that triggered it. Payload marks a version restore in
 * `req.context.isRestoringVersion`, and every Local API call made with that `req` inherits it: a nested update then
 * skips filling the fields it does not send from the stored record (its required fields fail validation) and the audit
 * trail takes it for a restore too. The flag is put back afterwards, whatever the write does.
 */
export async function outsideRestore<T>(req: PayloadRequest, write: () => Promise<T>): Promise<T> {
  const restoring = req.context.isRestoringVersion
  if (restoring === undefined) return write()
  delete req.context.isRestoringVersion
  try {
    return await write()
  } finally {
    req.context.isRestoringVersion = restoring
  }
}
