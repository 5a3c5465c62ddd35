// `npm test`: the API suite (tests/api, unit, resilience) and the browser suite (tests/e2e) as two vitest runs at
// once. They share nothing (each starts its own databases and servers), and much of each is waiting (browser pages,
// restarts, timeouts), so together they take little longer than the longer one. Each line is prefixed with its
// suite. At the end: the 15 slowest files of both, the tests that used more than a third of their timeout, the failed
// and retried tests, and a last line summing both summaries (tests/support/summaryReporter.ts). A test that passed
// only on a retry ("Flaky:") fails the run in CI. Arguments (a file, a filter) mean one plain vitest run instead:
// `npm test -- tests/api/posts.test.ts`.
import { spawn } from 'node:child_process'
import process from 'node:process'
import { createInterface } from 'node:readline'

const vitest = ['node_modules/vitest/vitest.mjs', 'run']
const args = process.argv.slice(2)

if (args.length > 0) {
  const child = spawn(process.execPath, [...vitest, ...args], { stdio: 'inherit' })
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
} else {
  const children = new Set()
  // A stopped `npm test` stops both runs (and their servers, through their own teardown).
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)))
  const suites = ['api', 'e2e'].map((project) => run(project, children))
  const results = await Promise.all(suites)
  const total = results.reduce(
    (sum, result) => ({
      passed: sum.passed + result.passed,
      failed: sum.failed + result.failed,
      skipped: sum.skipped + result.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  )
  const slowest = results
    .flatMap((result) => result.slowFiles.map((file) => ({ ...file, project: result.project })))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 15)
  process.stdout.write('\nThe 15 slowest files:\n')
  for (const file of slowest) process.stdout.write(`[${file.project}] ${file.line}\n`)
  for (const result of results)
    for (const line of [...result.nearTimeout, ...result.failures])
      process.stdout.write(`[${result.project}] ${line}\n`)
  const flaky = results.some((result) => result.failures.some((line) => line.startsWith('Flaky: ')))
  for (const result of results)
    process.stdout.write(
      `${result.project}: exit ${result.code}, ${result.passed} passed, ${result.failed} failed in ${result.seconds} s\n`,
    )
  process.stdout.write(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`)
  if (flaky && process.env.CI) process.stdout.write('A test passed only on a retry: the run fails in CI.\n')
  process.exit(results.every((result) => result.code === 0) && total.passed > 0 && !(flaky && process.env.CI) ? 0 : 1)
}

function run(project, children) {
  const started = Date.now()
  const child = spawn(process.execPath, [...vitest, '--project', project], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  })
  children.add(child)
  const result = {
    project,
    code: 1,
    passed: 0,
    failed: 0,
    skipped: 0,
    seconds: 0,
    failures: [],
    nearTimeout: [],
    slowFiles: [],
  }
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      const summary = /^Tests: (\d+) passed, (\d+) failed, (\d+) skipped$/.exec(line)
      if (summary) [result.passed, result.failed, result.skipped] = summary.slice(1).map(Number)
      if (/^(Failed|Flaky): /.test(line)) result.failures.push(line)
      if (line.startsWith('Near timeout: ')) result.nearTimeout.push(line)
      const slow = /^Slow file: ([\d.]+) s /.exec(line)
      if (slow) result.slowFiles.push({ seconds: Number(slow[1]), line })
      process.stdout.write(`[${project}] ${line}\n`)
    })
  }
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      result.code = code ?? (signal ? 1 : 0)
      result.seconds = Math.round((Date.now() - started) / 1000)
      resolve(result)
    }),
  )
}
