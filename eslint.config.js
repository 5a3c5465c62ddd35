import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig(
  // Generated or built files, local data and uploads: nobody edits them by hand.
  globalIgnores([
    'node_modules/',
    '.next/',
    'dist/',
    '.data/',
    '.data-*/',
    'media/',
    'coverage/',
    'src/migrations/',
    'src/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
    'next-env.d.ts',
    'bench/results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // Test helpers read arbitrary JSON responses.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A synchronous child process blocks the test worker, and Vitest's worker-to-main calls time out after 60 s
    // meanwhile: an unhandled error that fails a green run (tests/support/run.ts). Global setups run before any
    // worker and may wait synchronously.
    files: ['tests/**'],
    ignores: ['tests/support/globalSetup.ts', 'tests/e2e/globalSetup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'node:child_process',
              importNames: ['spawnSync', 'execSync', 'execFileSync'],
              message: 'It blocks the test worker: use run() from tests/support/run.ts.',
            },
          ],
        },
      ],
    },
  },
)
