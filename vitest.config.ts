import { configDefaults, defineConfig } from 'vitest/config'
import { e2eProject } from './tests/e2e/project.js'

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summaryReporter.ts'],
    pool: 'forks',
    // Lexical's Node entry points use top-level await that can deadlock; this condition picks its plain ESM builds.
    // --expose-gc: memory bounds are measured after a collection (tests/api/cache-bound.test.ts).
    poolOptions: { forks: { execArgv: ['--conditions=production', '--expose-gc'] } },
    // expect.poll waits for what it reads (a toast, a re-rendered list, a row the server wrote) for up to 20 s, like
    // Playwright's own waits (tests/e2e/browser.ts). Vitest's default of one second made a save's toast on a busy
    // machine a failure: a verdict that depended on the machine's speed.
    expect: { poll: { timeout: 20_000, interval: 50 } },
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/e2e/**'],
          globalSetup: ['tests/support/globalSetup.ts'],
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      e2eProject,
    ],
  },
})
