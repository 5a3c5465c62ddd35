import type { Vitest } from 'vitest/node'
import type { Reporter, TestModule } from 'vitest/node'

/** How many of the slowest files each run names (`npm test` merges both suites' and prints the slowest of all). */
const SLOWEST_FILES = 15

/** A test that takes more than this share of its timeout has too little headroom: a busy machine could fail it. */
const HEADROOM = 3

/**
 * Prints the run's result as one plain line (`Tests: 243 passed, 0 failed, 0 skipped`) that CI reads, and fails a
 * run that executed no test at all, so a silent early exit can never pass for a green run. Before it: one line per
 * failed test, per test that passed only on a retry (`Flaky:`, which fails the run in CI: a retry hides a defect, it
 * does not fix it), per test that used more than a third of its timeout (`Near timeout:`), and the slowest files
 * (`Slow file:`), so the end of a long log says what failed and where the time went.
 */
export default class SummaryReporter implements Reporter {
  private vitest: Vitest | undefined

  onInit(vitest: Vitest) {
    this.vitest = vitest
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    let flaky = 0
    const failures: string[] = []
    const nearTimeout: string[] = []
    for (const module of modules) {
      const file = relative(module.moduleId)
      for (const test of module.children.allTests()) {
        const result = test.result()
        const { duration, flaky: retried } = test.diagnostic() ?? { duration: 0, flaky: false }
        if (result.state === 'passed') {
          passed++
          if (retried) {
            flaky++
            // Vitest keeps the failed attempt's errors on the passing result: the line says why it failed first.
            const first = oneLine(result.errors?.[0]?.message)
            failures.push(
              `Flaky: ${file} > ${test.fullName}: failed (${first || 'no message'}), then passed on a retry`,
            )
          }
        } else if (result.state === 'failed') {
          failed++
          failures.push(`Failed: ${file} > ${test.fullName}: ${oneLine(result.errors?.[0]?.message)}`)
        } else skipped++
        const timeout = this.timeoutOf(test.id)
        if (timeout && duration * HEADROOM > timeout)
          nearTimeout.push(
            `Near timeout: ${seconds(duration)} of ${seconds(timeout)} s: ${file} > ${test.fullName.slice(0, 160)}`,
          )
      }
    }
    const slowest = [...modules]
      .map((module) => {
        const { duration, collectDuration, prepareDuration, setupDuration } = module.diagnostic()
        return {
          file: relative(module.moduleId),
          total: duration + collectDuration + prepareDuration + setupDuration,
          collectDuration,
        }
      })
      .sort((a, b) => b.total - a.total)
      .slice(0, SLOWEST_FILES)
      .map(
        ({ file, total, collectDuration }) =>
          `Slow file: ${seconds(total)} s ${file} (import ${seconds(collectDuration)} s)`,
      )

    const lines = [...slowest, ...nearTimeout, ...failures]
    if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`)
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`)
    if (passed + failed === 0) {
      process.stdout.write('No test ran: failing the run.\n')
      process.exitCode = 1
    }
    if (flaky > 0 && process.env.CI) {
      process.stdout.write(`${flaky} test(s) passed only on a retry: failing the run (CI).\n`)
      process.exitCode = 1
    }
  }

  /** The timeout the runner gave the test (its own, or the project's testTimeout). */
  private timeoutOf(id: string): number | undefined {
    const task = this.vitest?.state.idMap.get(id)
    return task && 'timeout' in task && typeof task.timeout === 'number' ? task.timeout : undefined
  }
}

const relative = (file: string) => file.replace(`${process.cwd()}/`, '')
/** An error's message on one line (the browser suite's lists its problems on the lines after the first). */
const oneLine = (message: string | undefined) => (message ?? '').replace(/\s*\n\s*/g, ' ').slice(0, 400)
const seconds = (ms: number) => (ms / 1000).toFixed(1)
