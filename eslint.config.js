import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './tools/eslint-boundaries.js';
import { cycles } from './tools/import-cycles.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'apps/api/test/fixtures/**',
      '**/dist/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries },
    rules: {
      'boundaries/imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'no-restricted-syntax': [
        'error',
        {
          // A replacement string built from data has its `$&`, `$'` and `` $` `` read as patterns:
          // text from a member could copy a whole page into itself (docs/decisions/0910).
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type='Literal'], [arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0], [arguments.1.type=/FunctionExpression$/])",
          message:
            'Pass a replacer function (or use replaceLiteral) so that `$` in the inserted text is not read as a pattern.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, cycles },
    rules: { ...reactHooks.configs.recommended.rules, 'cycles/none': ['error', ['apps/web/src']] },
  },
  {
    // A production file past 400 lines holds more than one concern: split it by concern.
    files: ['apps/*/src/**/*.{ts,tsx,js}', 'packages/*/src/**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['bench/**', 'scripts/**', 'apps/web/scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
