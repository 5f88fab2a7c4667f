// `npm run lint`: ESLint and Prettier's check side by side, each on one core. One after the other
// they took 47–50 s of a 2-core machine, side by side 42–45 s; ESLint's own threads were slower
// still, each loading the configuration again. Each one's output is printed whole when it ends; the
// run fails if either fails.
import path from 'node:path';
import { check } from './check.mjs';

const root = path.resolve(import.meta.dirname, '..');

const program = (file) => path.join(root, 'node_modules', file);
const results = await Promise.all([
  check('eslint', [program('eslint/bin/eslint.js'), '.'], root),
  check('prettier', [program('prettier/bin/prettier.cjs'), '--check', '.'], root),
]);
process.exit(results.every(Boolean) ? 0 : 1);
