// Compiles the server's TypeScript to plain JavaScript under dist/, file by file in the same tree, so `npm start`
// runs node on the output: no tsx loader and no esbuild service at run time. esbuild rather than tsc: it only strips
// types (typechecking is `npm run typecheck`'s job) and does the whole tree in about a second, where tsc's emit would
// re-check it all. Not bundled: each module keeps its path, so stack traces and import.meta.url read as in the sources.
import console from 'node:console'
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const outdir = path.join(root, 'dist')
// src/app is the Next.js admin UI: `next build` compiles it.
const skip = new Set([path.join(root, 'src', 'app')])

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (skip.has(file)) return []
    if (statSync(file).isDirectory()) return sources(file)
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [file] : []
  })
}

const entryPoints = [
  ...['src', 'collections', 'endpoints', 'globals'].flatMap((dir) => sources(path.join(root, dir))),
  path.join(root, 'payload.config.ts'),
]
const started = Date.now()
rmSync(outdir, { recursive: true, force: true })
const { outputFiles } = await build({
  entryPoints,
  outdir,
  outbase: root,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  bundle: false,
  write: false,
  logLevel: 'warning',
})
// Node's ESM loader needs file extensions; Payload writes its migrations index without them ('./20261121_initial').
const withExtension = (code) =>
  code.replace(/(from |import\()"(\.{1,2}\/[^"]+?)"/g, (whole, keyword, specifier) =>
    /\.(js|mjs|json)$/.test(specifier) ? whole : `${keyword}"${specifier}.js"`,
  )
for (const file of outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true })
  writeFileSync(file.path, withExtension(file.text))
}
// npm start compares this stamp with the sources to decide whether to build again.
writeFileSync(path.join(outdir, 'BUILD_STAMP'), new Date().toISOString())
console.log(`server compiled: ${entryPoints.length} files to dist/ in ${Date.now() - started} ms`)
