import type { TestProjectInlineConfiguration } from 'vitest/config'

/**
 * The browser suite as a vitest project (vitest.config.ts `test.projects`): Chromium against the real server that
 * tests/e2e/globalSetup.ts starts once. It runs after the other projects (groupOrder) in one fork, one file at a time,
 * so the browser and the server have both cores to themselves.
 */
export const e2eProject = {
  extends: true,
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    sequence: { groupOrder: 1 },
    poolOptions: { forks: { singleFork: true } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
} satisfies TestProjectInlineConfiguration
