import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    reporters: ['default', './tests/support/summaryReporter.ts'],
    globalSetup: ['tests/support/globalSetup.ts'],
    pool: 'forks',
    // Lexical's Node entry points use top-level await that can deadlock; this condition picks its plain ESM builds.
    poolOptions: { forks: { execArgv: ['--conditions=production'] } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
    minWorkers: 1,
  },
})
