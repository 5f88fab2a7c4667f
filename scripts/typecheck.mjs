// `npm run typecheck`: every workspace's `tsc --noEmit`, as many at once as there are cores, largest
// first. The compiler is TypeScript 7's native one (`typescript-native`, an alias of typescript@7):
// the eight took 55 s of a 2-core machine with TypeScript 5.9's and take 24 s with it, the same
// checks on the same configuration. `typescript` 5.9 stays for typescript-eslint, whose parser
// needs the compiler API that 7.0 does not ship (decision 1534). Each one's output is printed whole
// when it ends; the run fails if any fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { check } from './check.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
// The slowest first, so that the last one to start is a short one.
const largestFirst = ['apps/web', 'apps/api', 'bench', 'e2e', 'cluster'];
const queue = workspaces
  .filter((workspace) => fs.existsSync(path.join(root, workspace, 'tsconfig.json')))
  .sort((first, second) => rank(first) - rank(second));

function rank(workspace) {
  const index = largestFirst.indexOf(workspace);
  return index === -1 ? largestFirst.length : index;
}

const tsc = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

async function worker() {
  let allPassed = true;
  for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
    if (!(await check(workspace, [tsc, '--noEmit', '-p', '.'], path.join(root, workspace))))
      allPassed = false;
  }
  return allPassed;
}

const results = await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
