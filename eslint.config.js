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
)
