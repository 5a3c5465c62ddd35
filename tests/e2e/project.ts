import type { TestProjectInlineConfiguration } from 'vitest/config'

/**
 * The browser suite as a vitest project (vitest.config.ts `test.projects`): Chromium against the real server that
 * tests/e2e/globalSetup.ts starts once, in one fork, one file at a time. `npm test` runs it as a vitest run of its own
 * beside the API suite (tests/support/runSuites.mjs); a single `npx vitest run` runs it after the other projects
 * (groupOrder).
 */
export const e2eProject = {
  extends: true,
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    sequence: { groupOrder: 1 },
    poolOptions: { forks: { singleFork: true } },
    // A browser test that fails is run once more before the run fails: on a busy two-core machine a page can miss a
    // wait in a way no server change explains (CI failed on two such in a row). The summary names every test that
    // needed the retry (`Flaky:` at the end of `npm test`), so a test that fails half the time is still seen; one that
    // fails twice fails the run.
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
} satisfies TestProjectInlineConfiguration
