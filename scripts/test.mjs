// `npm test`: every check in order, a table of what passed, and one closing line of counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const steps = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  {
    name: 'unit and integration tests',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`,
    counts: () => {
      const report = readJson(vitestReport);
      return report && { passed: report.numPassedTests, failed: report.numFailedTests };
    },
  },
  // Built as `npm start` builds it from a shell that exports NODE_ENV=development, as many
  // developers' shells do: the production build must come out anyway, or the budget is blown.
  // The size check prints the first visit's gzip size and fails over the 150 KB budget, when a
  // page a visitor browses adds more than 20 KB of its own, or when such a page's first visit of
  // scripts, with its messages, is over 110 KB brotli in any language.
  {
    name: 'web build and bundle budget',
    command: 'npm run build && npm run size --workspace apps/web',
    env: { NODE_ENV: 'development' },
  },
  // Two API processes on PostgreSQL, Redis and a local S3 behind nginx; needs nginx installed
  // and a PostgreSQL server (TEST_DATABASE_URL's, or root@127.0.0.1) and Redis on 127.0.0.1.
  {
    name: 'cluster test',
    command: 'npm run test:cluster',
  },
  {
    name: 'end-to-end tests',
    command: 'npm test --workspace e2e -- --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    counts: () => {
      const stats = readJson(playwrightReport)?.stats;
      return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  },
];

const results = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const run = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const ok = run.status === 0;
  const counted = step.counts?.();
  const counts = counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  // A runner that failed without reporting a failed test still fails the step.
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ name: step.name, ok, ...counts, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\nstep                          result   passed  failed  seconds');
for (const result of results) {
  console.log(
    `${result.name.padEnd(30)}${(result.ok ? 'ok' : 'FAILED').padEnd(9)}${String(result.passed).padStart(6)}${String(result.failed).padStart(8)}${result.seconds.padStart(9)}`,
  );
}
printSlowest(10);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);

/**
 * The `count` slowest test files and browser journeys, from the runners' reports: where the
 * suite's time goes, so that keeping it short starts from the figures.
 */
function printSlowest(count) {
  const files = (readJson(vitestReport)?.testResults ?? []).map((file) => ({
    name: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
  const journeys = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const seconds = spec.tests
        .flatMap((test) => test.results)
        .reduce((sum, result) => sum + result.duration / 1000, 0);
      journeys.push({ name: `e2e/tests/${spec.file}: ${spec.title}`, seconds });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of readJson(playwrightReport)?.suites ?? []) walk(suite);
  const slowest = [...files, ...journeys]
    .sort((first, second) => second.seconds - first.seconds)
    .slice(0, count);
  if (slowest.length === 0) return;
  console.log(`\nthe ${slowest.length} slowest test files and journeys:`);
  for (const { name, seconds } of slowest) console.log(`${seconds.toFixed(1).padStart(8)} s  ${name}`);
}
