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
    const failures: string[] = []
    for (const module of modules) {
      const file = module.moduleId.replace(`${process.cwd()}/`, '')
      for (const test of module.children.allTests()) {
        const result = test.result()
        if (result.state === 'passed') {
          passed++
          if (test.diagnostic()?.flaky)
            failures.push(`Flaky: ${file} > ${test.fullName}: failed, then passed on a retry`)
        } else if (result.state === 'failed') {
          failed++
          const message = (result.errors?.[0]?.message ?? '').split('\n')[0].slice(0, 300)
          failures.push(`Failed: ${file} > ${test.fullName}: ${message}`)
        } else skipped++
      }
    }
    // One line a failed test (and a test that passed only on a retry), so the end of a long CI log names what failed
    // (npm test repeats these lines last).
    if (failures.length > 0) process.stdout.write(`\n${failures.join('\n')}\n`)
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`)
    if (passed + failed === 0) {
      process.stdout.write('No test ran: failing the run.\n')
      process.exitCode = 1
    }
  }
}
