// `npm run bench:soak`: the compiled API under SOAK_SECONDS (default 300) of mixed traffic on a
// PostgreSQL database of its own, checking that it neither fails requests nor grows.
//
// The database `ca_soak_<random>` is made on the server of SOAK_POSTGRES_URL (default
// postgres://root@127.0.0.1:5432/postgres) and dropped at the end. A first server start seeds the
// demo (designers, plans, portfolios drawn through the image pipeline) and is stopped once every
// demo image is processed; `bench/scale-seed.ts` then adds SOAK_DESIGNERS (default 10,000)
// designers with 5 items each, so the directory and profiles read a directory of some size.
//
// The soak itself runs `node apps/api/dist/main.js` (built first, as `npm start` runs it) on that
// database, the way 1340 measured it: start-up is spawn to the first 200 from /v1/health, and the
// idle memory is read 20 s later. Memory and event-loop delay come from the server's own /metrics
// (prom-client's default metrics, read with METRICS_TOKEN). The client offers SOAK_RATE requests
// per second (default 40) whatever the server's pace — an open loop, so a slow answer does not
// slow the next request down and hide itself — picked by weight:
//   directory 60 %  GET /v1/designers: sorts, filters, a name searched, later pages by cursor
//   profiles  20 %  GET /v1/users/:id or GET /v1/portfolio?userId= (the two a profile page asks)
//   sign-in    5 %  POST /v1/auth/login with a demo subscriber's password
//   refresh    5 %  POST /v1/auth/refresh with the token the last sign-in or refresh gave
//   uploads    5 %  POST /v1/portfolio, a 320×240 JPEG drawn here; each session keeps its three
//                   newest and deletes the oldest (DELETE /v1/portfolio/:id), so quotas never fill
//   checkout   5 %  POST /v1/subscriptions/checkout on the sandbox provider, started, not paid
// Requests that need a member use one of SESSIONS sessions of the demo designers who subscribe;
// one session is used by one request at a time, since two refreshes of one token would be reuse.
// Rate limits are raised through the configuration's own variables (RATE_LIMIT_MAX,
// RATE_LIMIT_AUTH_MAX, RATE_LIMIT_ACCOUNT_MAX), since every request comes from one address.
//
// Warm-up (SOAK_WARMUP_SECONDS, default 30) is the same traffic, unmeasured. After it and after
// the soak the client stops, waits for the job queue to empty (the uploads' variants) and then
// SETTLE_SECONDS idle, and reads RSS and heap: the figure after the soak over the one after the
// warm-up is the memory ratio. The server is given no garbage-collection hint either time.
// A request due while MAX_IN_FLIGHT are unanswered is not sent but counted as shed: the server
// fell behind the offered rate. Exits non-zero when the error rate (answers other than the one
// expected, or no answer) is 0.1 % or more, when 0.1 % or more of the offered requests were shed,
// or when either ratio (RSS, heap used) is above 1.2.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import pg from 'pg';
import { disciplines } from '@creators-archive/contract';
import { freePort } from '@creators-archive/test-support/free-port';
import { pictureSvg, rasterise } from '@creators-archive/test-support/images';
import { seededRandom } from '@creators-archive/test-support/seeded-random';
import { readMetrics, root, wholeNumber } from './lib';

const SOAK_SECONDS = wholeNumber('SOAK_SECONDS', 300);
const WARMUP_SECONDS = wholeNumber('SOAK_WARMUP_SECONDS', 30);
const RATE = wholeNumber('SOAK_RATE', 40);
const DESIGNERS = wholeNumber('SOAK_DESIGNERS', 10_000);
const SESSIONS = wholeNumber('SOAK_SESSIONS', 20);
/** As 1340 measured idle memory: 15–25 s after /v1/health first answers. */
const IDLE_SECONDS = 20;
const SETTLE_SECONDS = 10;
/** Requests past this many unanswered are not sent (shed): the server fell behind the offered rate. */
const MAX_IN_FLIGHT = 200;
const MAX_ERROR_RATE = 0.001;
const MAX_MEMORY_RATIO = 1.2;
const ITEMS_KEPT_PER_SESSION = 3;
const HIGH = '1000000000';
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const JOBS_WAIT_MS = 300_000;

const serverUrl = new URL(process.env.SOAK_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
const databaseName = `ca_soak_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-soak-'));

const environment: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  METRICS_TOKEN,
  PAYMENT_PROVIDER: 'sandbox',
  // The sandbox takes no money, so production refuses it unless told; the soak only starts checkouts.
  ALLOW_SANDBOX_PAYMENTS: '1',
  // Every request comes from 127.0.0.1 and a handful of accounts: per-address and per-account
  // limits would answer 429 to a load no single client sends.
  RATE_LIMIT_MAX: HIGH,
  RATE_LIMIT_AUTH_MAX: HIGH,
  RATE_LIMIT_ACCOUNT_MAX: HIGH,
};

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

type Server = { url: string; startupSeconds: number; stop(): Promise<void> };

/** `node apps/api/dist/main.js`, as `npm run serve` runs it, ready once /v1/health answers 200. */
async function startServer(extra: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, ...environment, ...extra, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  while (performance.now() - started < 120_000 && child.exitCode === null) {
    const answered = await fetch(`${url}/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, startupSeconds: (performance.now() - started) / 1000, stop };
    await wait(50);
  }
  await stop();
  throw new Error('The compiled API did not answer /v1/health within 120 s');
}

type Memory = { rss: number; heapTotal: number; heapUsed: number; external: number };

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

function memoryOf(metrics: Map<string, number>): Memory {
  const read = (name: string) => {
    const value = metrics.get(name);
    if (value === undefined) throw new Error(`/metrics has no ${name}`);
    return megabytes(value);
  };
  return {
    rss: read('process_resident_memory_bytes'),
    heapTotal: read('nodejs_heap_size_total_bytes'),
    heapUsed: read('nodejs_heap_size_used_bytes'),
    external: read('nodejs_external_memory_bytes'),
  };
}

/** Waits until no job is pending or running (portfolio variants, receipts), or fails. */
async function jobsDone(db: pg.Client): Promise<void> {
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query<{ count: string }>(
      `select count(*) from jobs where status in ('pending', 'running') and run_at <= now()`,
    );
    if (Number(rows[0]!.count) === 0) return;
    if (performance.now() - started > JOBS_WAIT_MS) {
      throw new Error(`${rows[0]!.count} jobs still waiting after ${JOBS_WAIT_MS / 1000} s`);
    }
    await wait(500);
  }
}

/** After traffic: the job queue emptied, then the process left idle a few seconds. */
async function settle(db: pg.Client): Promise<void> {
  await jobsDone(db);
  await wait(SETTLE_SECONDS * 1000);
}

type RouteFigures = { count: number; errors: number; latencies: number[] };
type Recorder = { routes: Map<string, RouteFigures>; failures: string[]; shed: number };

const newRecorder = (): Recorder => ({ routes: new Map(), failures: [], shed: 0 });

function note(recorder: Recorder, route: string, milliseconds: number, failure?: string): void {
  let figures = recorder.routes.get(route);
  if (!figures) recorder.routes.set(route, (figures = { count: 0, errors: 0, latencies: [] }));
  figures.count += 1;
  if (failure === undefined) {
    figures.latencies.push(milliseconds);
  } else {
    figures.errors += 1;
    recorder.failures.push(`${route}: ${failure}`);
  }
}

type Session = {
  email: string;
  accessToken: string;
  refreshToken: string;
  /** This session's own uploads, oldest first. */
  items: string[];
};

type Context = {
  url: string;
  password: string;
  designerIds: string[];
  countries: string[];
  surnames: string[];
  planIds: string[];
  image: Buffer;
};

/** Sessions handed to one request at a time; a request that finds none waits for one. */
class Sessions {
  private readonly idle: Session[] = [];
  private readonly waiting: Array<(session: Session) => void> = [];

  give(session: Session): void {
    const next = this.waiting.shift();
    if (next) next(session);
    else this.idle.push(session);
  }

  async take(): Promise<Session> {
    return this.idle.shift() ?? new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** One request, timed from send to the last byte of the answer; anything but `status` fails it. */
async function call<T>(
  recorder: Recorder,
  route: string,
  request: () => Promise<Response>,
  status: number,
): Promise<T | undefined> {
  const sent = performance.now();
  try {
    const response = await request();
    const body = await response.text();
    const milliseconds = performance.now() - sent;
    if (response.status !== status) {
      note(recorder, route, milliseconds, `${response.status} ${body.slice(0, 300)}`);
      return undefined;
    }
    note(recorder, route, milliseconds);
    return (body ? (JSON.parse(body) as { data: T }).data : undefined) as T | undefined;
  } catch (error) {
    note(recorder, route, performance.now() - sent, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

const json = (body: unknown, accessToken?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(accessToken && { authorization: `Bearer ${accessToken}` }),
  },
  body: JSON.stringify(body),
});

type SignedIn = { access_token: string; refresh_token: string };

async function signIn(context: Context, recorder: Recorder, session: Session): Promise<void> {
  const data = await call<SignedIn>(
    recorder,
    'POST /v1/auth/login',
    () => fetch(`${context.url}/v1/auth/login`, json({ email: session.email, password: context.password })),
    200,
  );
  if (data) {
    session.accessToken = data.access_token;
    session.refreshToken = data.refresh_token;
  }
}

type Action = (
  context: Context,
  recorder: Recorder,
  random: ReturnType<typeof seededRandom>,
) => Promise<void>;

/** The next page of a directory query, by the query it continues. */
const cursors = new Map<string, string>();

const directory: Action = async (context, recorder, random) => {
  const query = new URLSearchParams({ sort: random.pick(['newest', 'newest', 'popular', 'name']) });
  const filter = random.next();
  if (filter < 0.2) query.set('discipline', random.pick(disciplines));
  else if (filter < 0.35) query.set('country', random.pick(context.countries));
  else if (filter < 0.5) query.set('q', random.pick(context.surnames));
  const key = query.toString();
  const cursor = cursors.get(key);
  if (cursor && random.next() < 0.3) query.set('cursor', cursor);
  const data = await call<{ pagination: { nextCursor: string | null } }>(
    recorder,
    'GET /v1/designers',
    () => fetch(`${context.url}/v1/designers?${query}`),
    200,
  );
  if (data?.pagination.nextCursor && !query.has('cursor')) cursors.set(key, data.pagination.nextCursor);
};

const profile: Action = async (context, recorder, random) => {
  const id = random.pick(context.designerIds);
  if (random.next() < 0.5) {
    await call(recorder, 'GET /v1/users/:id', () => fetch(`${context.url}/v1/users/${id}`), 200);
  } else {
    await call(
      recorder,
      'GET /v1/portfolio?userId',
      () => fetch(`${context.url}/v1/portfolio?userId=${id}&limit=50`),
      200,
    );
  }
};

function withSession(
  sessions: Sessions,
  work: (session: Session, ...rest: Parameters<Action>) => Promise<void>,
): Action {
  return async (context, recorder, random) => {
    const session = await sessions.take();
    try {
      await work(session, context, recorder, random);
    } finally {
      sessions.give(session);
    }
  };
}

function actions(sessions: Sessions): Array<[weight: number, action: Action]> {
  return [
    [60, directory],
    [20, profile],
    [5, withSession(sessions, (session, context, recorder) => signIn(context, recorder, session))],
    [
      5,
      withSession(sessions, async (session, context, recorder) => {
        const data = await call<{ accessToken: string; refreshToken: string }>(
          recorder,
          'POST /v1/auth/refresh',
          () => fetch(`${context.url}/v1/auth/refresh`, json({ refreshToken: session.refreshToken })),
          200,
        );
        if (data) {
          session.accessToken = data.accessToken;
          session.refreshToken = data.refreshToken;
        }
      }),
    ],
    [
      5,
      withSession(sessions, async (session, context, recorder) => {
        const form = new FormData();
        form.set('images', new Blob([context.image], { type: 'image/jpeg' }), 'soak.jpg');
        form.set('title', 'Soak upload');
        const item = await call<{ id: string }>(
          recorder,
          'POST /v1/portfolio',
          () =>
            fetch(`${context.url}/v1/portfolio`, {
              method: 'POST',
              headers: { authorization: `Bearer ${session.accessToken}` },
              body: form,
            }),
          201,
        );
        if (item) session.items.push(item.id);
        if (session.items.length > ITEMS_KEPT_PER_SESSION) {
          const oldest = session.items.shift()!;
          await call(
            recorder,
            'DELETE /v1/portfolio/:id',
            () =>
              fetch(`${context.url}/v1/portfolio/${oldest}`, {
                method: 'DELETE',
                headers: { authorization: `Bearer ${session.accessToken}` },
              }),
            200,
          );
        }
      }),
    ],
    [
      5,
      withSession(sessions, async (session, context, recorder, random) => {
        await call(
          recorder,
          'POST /v1/subscriptions/checkout',
          () =>
            fetch(`${context.url}/v1/subscriptions/checkout`, {
              ...json(
                {
                  planId: random.pick(context.planIds),
                  currency: random.pick(['NGN', 'GHS', 'KES', 'ZAR', 'USD']),
                },
                session.accessToken,
              ),
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${session.accessToken}`,
                'idempotency-key': `soak-${randomBytes(12).toString('hex')}`,
              },
            }),
          200,
        );
      }),
    ],
  ];
}

/** Offers RATE requests a second for `seconds`, each action picked by weight. */
async function offer(
  context: Context,
  sessions: Sessions,
  seconds: number,
  recorder: Recorder,
  seed: number,
): Promise<void> {
  const random = seededRandom(seed);
  const weighted = actions(sessions);
  const total = weighted.reduce((sum, [weight]) => sum + weight, 0);
  const pick = (): Action => {
    let point = random.next() * total;
    for (const [weight, action] of weighted) {
      point -= weight;
      if (point < 0) return action;
    }
    return weighted[0]![1];
  };
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  for (;;) {
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= seconds) break;
    for (const due = Math.floor(elapsed * RATE); sent < due; sent += 1) {
      if (inFlight.size >= MAX_IN_FLIGHT) {
        recorder.shed += 1;
        continue;
      }
      const request: Promise<void> = pick()(context, recorder, random).finally(() =>
        inFlight.delete(request),
      );
      inFlight.add(request);
    }
    await wait(2);
  }
  await Promise.all(inFlight);
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

// ——— Preparing the database ———

console.log(`Building the API, then database ${databaseName}: migrated, demo seeded and drawn…`);
execFileSync('npm', ['run', 'build', '--workspace', 'apps/api'], { cwd: root, stdio: 'inherit' });
await withAdmin((admin) => admin.query(`create database ${admin.escapeIdentifier(databaseName)}`));
const db = new pg.Client({ connectionString: databaseUrl });
let exitCode = 0;
try {
  // Production seeds no demo unless asked; this first start does, and draws its portfolios.
  const seeding = await startServer({ SEED_DEMO: '1' });
  await db.connect();
  try {
    // The demo draws its items one after another while earlier ones are processed: it is done
    // when none is processing and no new one has come for a few seconds.
    let seen = -1;
    for (const started = performance.now(); ;) {
      const { rows } = await db.query<{ items: string; processing: string }>(
        `select count(*) as items, count(*) filter (where status = 'processing') as processing
         from portfolio_items`,
      );
      const items = Number(rows[0]!.items);
      if (items > 0 && items === seen && Number(rows[0]!.processing) === 0) break;
      seen = items;
      if (performance.now() - started > JOBS_WAIT_MS)
        throw new Error('The demo portfolios were not drawn in time');
      await wait(3000);
    }
    await jobsDone(db);
  } finally {
    await seeding.stop();
  }
  console.log(`Adding ${DESIGNERS} designers with 5 items each…`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/scale-seed.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SCALE_DESIGNERS: String(DESIGNERS),
      SCALE_ITEMS_PER_DESIGNER: '5',
    },
  });

  const password = (
    JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as { password: string }
  ).password;
  const subscribers = (
    await db.query<{ email: string }>(
      `select email from users join subscriptions on subscriptions.user_id = users.id
       where subscriptions.status = 'active' and role = 'member' and email not like 'scale-%' order by email`,
    )
  ).rows.map((row) => row.email);
  if (subscribers.length === 0) throw new Error('The demo has no subscribing designer to sign in as');
  const designerIds = (
    await db.query<{ id: string }>(`select id from users where role = 'member' order by random() limit 2000`)
  ).rows.map((row) => row.id);
  const countries = (
    await db.query<{ country: string }>(`select distinct country from users where country is not null`)
  ).rows.map((row) => row.country);
  const surnames = (
    await db.query<{ surname: string }>(
      `select distinct split_part(full_name, ' ', 2) as surname from users where full_name like '% %' limit 60`,
    )
  ).rows.map((row) => row.surname);
  const planIds = (await db.query<{ id: string }>(`select id from plans where archived_at is null`)).rows.map(
    (row) => row.id,
  );

  // ——— The soak ———

  const server = await startServer({});
  try {
    console.log(
      `Compiled API on PostgreSQL answered /v1/health ${server.startupSeconds.toFixed(1)} s after start; idle ${IDLE_SECONDS} s…`,
    );
    await wait(IDLE_SECONDS * 1000);
    const idle = memoryOf(await readMetrics(server.url, METRICS_TOKEN));

    const context: Context = {
      url: server.url,
      password,
      designerIds,
      countries,
      surnames,
      planIds,
      image: await rasterise(pictureSvg(320, 240, 30), 'jpeg'),
    };
    const sessions = new Sessions();
    const opening = newRecorder();
    for (let index = 0; index < SESSIONS; index += 1) {
      const session: Session = {
        email: subscribers[index % subscribers.length]!,
        accessToken: '',
        refreshToken: '',
        items: [],
      };
      await signIn(context, opening, session);
      if (!session.accessToken)
        throw new Error(`Signing in as ${session.email} failed: ${opening.failures.join('; ')}`);
      sessions.give(session);
    }

    console.log(`Warm-up: ${WARMUP_SECONDS} s at ${RATE} req/s…`);
    await offer(context, sessions, WARMUP_SECONDS, newRecorder(), 1);
    await settle(db);
    const warmMetrics = await readMetrics(server.url, METRICS_TOKEN);
    const warm = memoryOf(warmMetrics);

    console.log(`Soak: ${SOAK_SECONDS} s at ${RATE} req/s…`);
    const recorder = newRecorder();
    const soakStarted = performance.now();
    await offer(context, sessions, SOAK_SECONDS, recorder, 2);
    const soakSeconds = (performance.now() - soakStarted) / 1000;
    // prom-client empties its event-loop histogram at each scrape: this one covers the soak.
    const afterSoak = await readMetrics(server.url, METRICS_TOKEN);
    const loopDelayP99 = (afterSoak.get('nodejs_eventloop_lag_p99_seconds') ?? Number.NaN) * 1000;
    const loopDelayMax = (afterSoak.get('nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000;
    const cpuSeconds =
      (afterSoak.get('process_cpu_seconds_total') ?? Number.NaN) -
      (warmMetrics.get('process_cpu_seconds_total') ?? Number.NaN);
    const [loadAverage] = os.loadavg();
    const settleStarted = performance.now();
    await settle(db);
    const settledSeconds = (performance.now() - settleStarted) / 1000;
    const end = memoryOf(await readMetrics(server.url, METRICS_TOKEN));

    // ——— The figures ———

    const rows = [...recorder.routes.entries()].sort(([, a], [, b]) => b.count - a.count);
    const requests = rows.reduce((sum, [, figures]) => sum + figures.count, 0);
    const errors = rows.reduce((sum, [, figures]) => sum + figures.errors, 0);
    const errorRate = requests === 0 ? 1 : errors / requests;
    const shedRate = recorder.shed / (requests + recorder.shed);
    const rssRatio = end.rss / warm.rss;
    const heapRatio = end.heapUsed / warm.heapUsed;

    console.log(
      `\n${soakSeconds.toFixed(0)} s at ${RATE} req/s offered (${(requests / soakSeconds).toFixed(0)} req/s sent), ${SESSIONS} member sessions, ${DESIGNERS} designers, PostgreSQL, ${os.cpus().length} cores shared\n`,
    );
    console.log(`${'route'.padEnd(36)}requests  errors   p50 ms   p99 ms`);
    for (const [route, figures] of rows) {
      const sorted = figures.latencies.sort((a, b) => a - b);
      console.log(
        `${route.padEnd(36)}${String(figures.count).padStart(8)}${String(figures.errors).padStart(8)}${percentile(sorted, 0.5).toFixed(1).padStart(9)}${percentile(sorted, 0.99).toFixed(1).padStart(9)}`,
      );
    }
    console.log(
      `${'all'.padEnd(36)}${String(requests).padStart(8)}${String(errors).padStart(8)}   error rate ${(errorRate * 100).toFixed(3)} % (limit ${MAX_ERROR_RATE * 100} %)`,
    );
    console.log(
      `${'not sent: the server fell behind'.padEnd(36)}${String(recorder.shed).padStart(8)}           ${(shedRate * 100).toFixed(3)} % of those offered (limit ${MAX_ERROR_RATE * 100} %; ${MAX_IN_FLIGHT} were unanswered)`,
    );
    console.log(
      `\nevent-loop delay during the soak: p99 ${loopDelayP99.toFixed(1)} ms, max ${loopDelayMax.toFixed(1)} ms (prom-client samples every 10 ms, so an idle loop reads about 10)`,
    );
    console.log(
      `the server used ${((cpuSeconds / soakSeconds) * 100).toFixed(0)} % of one core; the machine's load average was ${loadAverage!.toFixed(1)} at the end (everything else on it counts)`,
    );
    console.log(
      `start-up ${server.startupSeconds.toFixed(1)} s; the job queue emptied ${(settledSeconds - SETTLE_SECONDS).toFixed(1)} s after the soak\n`,
    );
    console.log(`${'memory, MB'.padEnd(36)}     RSS  heapTotal  heapUsed  external`);
    for (const [label, memory] of [
      [`idle, ${IDLE_SECONDS} s after start`, idle],
      ['after the warm-up, settled', warm],
      ['after the soak, settled', end],
    ] as const) {
      console.log(
        `${label.padEnd(36)}${String(memory.rss).padStart(8)}${String(memory.heapTotal).padStart(11)}${String(memory.heapUsed).padStart(10)}${String(memory.external).padStart(10)}`,
      );
    }
    console.log(
      `${'after the soak ÷ after the warm-up'.padEnd(36)}${rssRatio.toFixed(2).padStart(8)}${''.padStart(11)}${heapRatio.toFixed(2).padStart(10)}   (limit ${MAX_MEMORY_RATIO})`,
    );
    if (recorder.failures.length > 0) {
      console.log(`\nThe first of ${recorder.failures.length} failures:`);
      for (const failure of recorder.failures.slice(0, 10)) console.log(`  ${failure}`);
    }

    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'bench/results/soak.json'),
      JSON.stringify(
        {
          database: 'postgres',
          seconds: SOAK_SECONDS,
          warmupSeconds: WARMUP_SECONDS,
          rate: RATE,
          sessions: SESSIONS,
          designers: DESIGNERS,
          startupSeconds: Number(server.startupSeconds.toFixed(2)),
          routes: rows.map(([route, figures]) => {
            const sorted = figures.latencies;
            return {
              route,
              requests: figures.count,
              errors: figures.errors,
              p50: Number(percentile(sorted, 0.5).toFixed(2)),
              p99: Number(percentile(sorted, 0.99).toFixed(2)),
            };
          }),
          requests,
          errors,
          errorRate,
          shed: recorder.shed,
          shedRate,
          eventLoopDelayMs: { p99: loopDelayP99, max: loopDelayMax },
          serverCpuSeconds: cpuSeconds,
          loadAverage,
          memoryMegabytes: { idle, afterWarmup: warm, afterSoak: end },
          ratios: { rss: rssRatio, heapUsed: heapRatio },
          failures: recorder.failures.slice(0, 200),
        },
        null,
        2,
      ),
    );
    const answered = errorRate < MAX_ERROR_RATE && shedRate < MAX_ERROR_RATE;
    if (!answered || rssRatio > MAX_MEMORY_RATIO || heapRatio > MAX_MEMORY_RATIO) exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  await db.end().catch(() => undefined);
  await withAdmin((admin) =>
    admin.query(`drop database if exists ${admin.escapeIdentifier(databaseName)} with (force)`),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
