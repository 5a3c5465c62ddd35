import { afterAll, beforeAll, vi } from 'vitest'

/**
 * Everything the process writes to stdout and stderr from the file's first hook on (the service's logger and
 * Payload's), as an operator's log collector would see it. Register it before `useStack` to see the start log too.
 */
export function captureLog(): string[] {
  const written: string[] = []
  beforeAll(() => {
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream)
      vi.spyOn(stream, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
        written.push(String(chunk))
        return (original as (...args: unknown[]) => boolean)(chunk, ...rest)
      })
    }
  })
  afterAll(() => vi.restoreAllMocks())
  return written
}
