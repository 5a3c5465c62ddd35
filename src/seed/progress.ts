/**
 * A progress line for long seed steps: redrawn in place on a terminal (`news  12/36`), one line per tenth otherwise
 * (CI logs, pipes), so a slow step shows it is alive without flooding a log.
 */
export function progress(label: string, total: number) {
  const tty = process.stderr.isTTY
  let lastTenth = -1
  return {
    step(done: number) {
      if (tty) {
        process.stderr.write(
          `\r${label.padEnd(12)} ${String(done).padStart(String(total).length)}/${total}${done === total ? '\n' : ''}`,
        )
        return
      }
      const tenth = Math.floor((done / total) * 10)
      if (tenth !== lastTenth || done === total) {
        lastTenth = tenth
        process.stderr.write(`${label} ${done}/${total}\n`)
      }
    },
  }
}
