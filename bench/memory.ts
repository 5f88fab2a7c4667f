// `npm run bench:memory`: the resident memory of the compiled server on PGlite, as a newcomer runs
// it (`npm start`: `node apps/api/dist/main.js`, demo data). A first start on an empty data
// directory, measured once every demo image is drawn and its variants made (the job queue empty)
// and the server has been idle IDLE_SECONDS; then a restart on the same directory, measured after
// the same idle time. RSS is the `VmRSS` of the server and of its child processes (the image
// process while it runs), sampled every half second from the start; the peak is the highest
// sample. The goal: a first start holds ≤ 350 MB once the demo is drawn, as a
// restart does. Needs `npm run build` first. Exits non-zero when the goal is missed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@creators-archive/test-support/free-port';
import { loadAverages, readMetrics, root, wholeNumber } from './lib';

const GOAL_MB = 350;
const IDLE_SECONDS = wholeNumber('BENCH_IDLE_SECONDS', 20);
const DEMO_TIMEOUT_MS = 10 * 60_000;
const serverFile = path.join(root, 'apps/api/dist/main.js');
if (!fs.existsSync(serverFile)) throw new Error('Run `npm run build` first: the bench measures dist/main.js');

type Run = {
  label: string;
  startSeconds: number;
  answeredMb: number;
  readySeconds: number;
  idleMb: number;
  peakMb: number;
};

const { NODE_ENV: _nodeEnv, ...withoutNodeEnv } = process.env;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** A process's children, from every thread's list (Linux 3.5 and later). */
function childrenOf(pid: number): number[] {
  const tasks = fs.readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((task) =>
    fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

/**
 * The server's resident memory with its child processes' (the image process while it runs, the
 * process creating a new database): what the server takes from the machine at that moment.
 */
function residentMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    // A process that has ended but is not yet reaped (a zombie) has no VmRSS: it holds nothing.
    const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    return kilobytes / 1024 + childrenOf(pid).reduce((sum, child) => sum + residentMb(child), 0);
  } catch {
    // Ended between listing and reading.
    return 0;
  }
}

async function measure(label: string, dataDir: string): Promise<Run> {
  const port = await freePort();
  const metricsToken = randomBytes(24).toString('hex');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [serverFile], {
    cwd: root,
    // As `npm start` runs it: NODE_ENV unset, so the sandbox takes payments and the demo is drawn.
    env: {
      ...withoutNodeEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: metricsToken,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server did not start');
  let peakMb = 0;
  const sampler = setInterval(() => {
    if (child.exitCode === null) peakMb = Math.max(peakMb, residentMb(pid));
  }, 500);
  const url = `http://127.0.0.1:${port}`;
  try {
    let startSeconds = 0;
    let answeredMb = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server ended (${child.exitCode}) before answering`);
      if (performance.now() - started > DEMO_TIMEOUT_MS) throw new Error('The server did not answer');
      const answered = await fetch(`${url}/v1/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) {
        startSeconds = (performance.now() - started) / 1000;
        answeredMb = residentMb(pid);
        break;
      }
      await sleep(250);
    }
    // The demo's images are drawn and queued after the server answers; done once the queue has
    // been empty for three readings in a row.
    let emptyReadings = 0;
    while (emptyReadings < 3) {
      if (performance.now() - started > DEMO_TIMEOUT_MS) throw new Error('The demo work did not finish');
      await sleep(1_000);
      const depth = (await readMetrics(url, metricsToken)).get('jobs_queue_depth') ?? 0;
      emptyReadings = depth === 0 ? emptyReadings + 1 : 0;
    }
    const readySeconds = (performance.now() - started) / 1000;
    await sleep(IDLE_SECONDS * 1_000);
    return { label, startSeconds, answeredMb, readySeconds, idleMb: residentMb(pid), peakMb };
  } finally {
    clearInterval(sampler);
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-memory-'));
try {
  const runs = [await measure('first start (empty data directory)', dataDir)];
  runs.push(await measure('restart (same data directory)', dataDir));
  console.log(`\nload average ${loadAverages()}, idle ${IDLE_SECONDS} s before reading`);
  console.log(
    `${'run'.padEnd(38)}${'answered'.padStart(10)}${'RSS then'.padStart(10)}${'demo done'.padStart(11)}${'RSS idle'.padStart(10)}${'RSS peak'.padStart(10)}`,
  );
  for (const run of runs) {
    console.log(
      `${run.label.padEnd(38)}${`${run.startSeconds.toFixed(1)} s`.padStart(10)}${`${run.answeredMb.toFixed(0)} MB`.padStart(10)}${`${run.readySeconds.toFixed(1)} s`.padStart(11)}${`${run.idleMb.toFixed(0)} MB`.padStart(10)}${`${run.peakMb.toFixed(0)} MB`.padStart(10)}`,
    );
  }
  const first = runs[0]!;
  const met = first.idleMb <= GOAL_MB;
  console.log(
    `\nfirst start idle ${first.idleMb.toFixed(0)} MB, goal ≤ ${GOAL_MB} MB: ${met ? 'met' : 'MISSED'}`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
