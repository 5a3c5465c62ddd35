// `npm start`: runs the compiled server (dist/) in this very process, after building it when the build is missing or
// older than the sources, so a fresh clone or a pull needs no separate build step. Plain JavaScript: it must run
// before anything is compiled.
import { spawnSync } from 'node:child_process'
import console from 'node:console'
import path from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'
import { buildIsCurrent, compiledServer as server, root } from './freshness.mjs'

if (!buildIsCurrent({ adminUi: process.env.ADMIN_UI !== '0' })) {
  console.log(
    'npm start: the build is missing or older than the sources; running `npm run build` first (a few minutes)',
  )
  // The build sets its own NODE_OPTIONS; this process's flags are the server's.
  const { NODE_OPTIONS: _options, ...env } = process.env
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) {
    const cause = result.error
      ? `could not run npm: ${result.error.message}`
      : result.signal
        ? `killed by ${result.signal}`
        : `exit code ${result.status}`
    console.error(`npm start: the build failed (${cause}); the server was not started`)
    process.exit(result.status || 1)
  }
}
try {
  await import(pathToFileURL(server).href)
} catch (error) {
  // The server reports its own start failures; this is one of loading it (a broken build), whatever was thrown.
  console.error(
    `npm start: loading ${path.relative(root, server)} failed: ${error instanceof Error ? error.stack : `a ${typeof error} was thrown (${String(error)})`}`,
  )
  process.exit(1)
}
