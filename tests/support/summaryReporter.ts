import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints the run's result as one plain line (`Tests: 243 passed, 0 failed, 0 skipped`) that CI reads, and fails a
 * run that executed no test at all, so a silent early exit can never pass for a green run.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`)
    if (passed + failed === 0) {
      process.stdout.write('No test ran: failing the run.\n')
      process.exitCode = 1
    }
  }
}
