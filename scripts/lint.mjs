// `npm run lint`: ESLint and Prettier's check side by side, each on one core. One after the other
// they took 47–50 s of a 2-core machine, side by side 42–45 s; ESLint's own threads were slower
// still, each loading the configuration again. Each one's output is printed whole when it ends; the
// run fails if either fails.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function check(name, binary, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(root, 'node_modules', binary), ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'}  ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([
  check('eslint', 'eslint/bin/eslint.js', ['.']),
  check('prettier', 'prettier/bin/prettier.cjs', ['--check', '.']),
]);
process.exit(results.every(Boolean) ? 0 : 1);
