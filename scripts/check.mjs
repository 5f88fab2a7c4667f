// One check of `npm run lint` or `npm run typecheck`: a Node program run with its output held, then
// printed whole under a line that says whether it passed and how long it took, so that checks run
// side by side never interleave their output.
import { spawn } from 'node:child_process';

/**
 * @param {string} name what the line names
 * @param {string[]} args the Node program and its arguments
 * @param {string} cwd where it runs
 * @returns {Promise<boolean>} whether it passed
 */
export function check(name, args, cwd) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd });
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
