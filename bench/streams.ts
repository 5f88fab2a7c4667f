// `npm run bench:streams`: notification streams on PostgreSQL. One process holds 1,000 open streams
// (25 members with 40 streams each, every stream opened with a ticket of its own): what they cost
// in resident memory, and GET /v1/health p99 at 50 connections while they are open. A second
// process on the same database takes likes while a member's stream is open on the first: the time
// from each like's request to its event, p99 over 200 likes. BENCH_DATABASE_URL names the database
// (it is dropped and made again; its name starts with ca_bench_).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openEventStream, type EventStreamConnection } from '../apps/api/test/event-stream-client';
import {
  CONNECTIONS,
  drive,
  limitsOutOfTheWay,
  printRows,
  readMetrics,
  recreateBenchDatabase,
  root,
  startBareServer,
  startProduct,
  type Product,
  type Row,
} from './lib';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/ca_bench_streams';
const METRICS_TOKEN = 'bench-streams-metrics-token';
const MEMBERS = 25;
const STREAMS_PER_MEMBER = 40;
const LIKES = 200;
const LIKERS = 10;

type Session = { access_token: string; user: { id: string } };

async function post<T>(url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

let registered = 0;
const register = (product: Product) =>
  post<Session>(`${product.url}/v1/users/register`, undefined, {
    email: `streams-${(registered += 1)}-${Date.now()}@example.com`,
    password: 'a long bench passphrase',
    fullName: `Stream Member ${registered}`,
  });

async function openStream(product: Product, member: Session): Promise<EventStreamConnection> {
  const { ticket } = await post<{ ticket: string }>(
    `${product.url}/v1/notifications/stream-ticket`,
    member.access_token,
  );
  const stream = await openEventStream(
    `${product.url}/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
  );
  if (stream.status !== 200) throw new Error(`The stream answered ${stream.status}`);
  return stream;
}

/** The product's resident memory, as its own /proc/self/status gives it (prom-client's gauge). */
async function residentMegabytes(product: Product): Promise<number> {
  const metrics = await readMetrics(product.url, METRICS_TOKEN);
  return (metrics.get('process_resident_memory_bytes') ?? Number.NaN) / 1024 / 1024;
}

const percentile = (values: number[], fraction: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * fraction) - 1)]!;

await recreateBenchDatabase(databaseUrl);
const environment = {
  ...limitsOutOfTheWay,
  DATABASE_URL: databaseUrl,
  METRICS_TOKEN,
  SEED_DEMO: '0',
};
const bare = await startBareServer();
const holding = await startProduct(environment);
const liking = await startProduct(environment);
const rows: Row[] = [];
let baseline: Row;
let before = 0;
let after = 0;
const latencies: number[] = [];
const streams: EventStreamConnection[] = [];
try {
  baseline = await drive('bare Fastify GET /hello', bare.url);
  const members = await Promise.all(Array.from({ length: MEMBERS }, () => register(holding)));
  // The stream's code paths warmed with a few streams, closed again, before the memory is read.
  for (const stream of await Promise.all(members.slice(0, 5).map((member) => openStream(holding, member)))) {
    await stream.nextComment();
    stream.close();
  }
  rows.push(await drive('GET /v1/health, no stream open', `${holding.url}/v1/health`));
  before = await residentMegabytes(holding);
  for (const member of members) {
    streams.push(
      ...(await Promise.all(Array.from({ length: STREAMS_PER_MEMBER }, () => openStream(holding, member)))),
    );
  }
  await Promise.all(streams.map((stream) => stream.nextComment()));
  after = await residentMegabytes(holding);
  rows.push(await drive(`GET /v1/health, ${streams.length} streams open`, `${holding.url}/v1/health`));

  // Likes on the second process reach the designer's stream on the first.
  const designer = members[0]!;
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const works = (
    await database.query<{ id: string }>(
      `INSERT INTO portfolio_items (user_id, title, status, width, height, thumbhash, original_key, variants)
       SELECT $1, 'Bench work ' || n, 'ready', 1600, 1200, 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw', 'originals/bench-' || n, '[]'
       FROM generate_series(1, $2) AS n RETURNING id`,
      [designer.user.id, LIKES / LIKERS],
    )
  ).rows;
  await database.end();
  const likers = await Promise.all(Array.from({ length: LIKERS }, () => register(liking)));
  const watched = await openStream(holding, designer);
  await watched.nextComment();
  for (const liker of likers) {
    for (const work of works) {
      const likedAt = performance.now();
      await post(`${liking.url}/v1/portfolio/${work.id}/like`, liker.access_token);
      const event = await watched.next();
      latencies.push(event.receivedAt - likedAt);
    }
  }
  watched.close();
} finally {
  for (const stream of streams) stream.close();
  await holding.stop();
  await liking.stop();
  await bare.server.close();
}

printRows([baseline!, ...rows], baseline!);
const cost = after - before;
const health = rows[1]!;
const likeP99 = percentile(latencies, 0.99);
console.log(
  `\nResident memory: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB with ${streams.length} streams open`,
);
console.log(
  `Like on one process to the event on the other's stream: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${likeP99.toFixed(1)} ms over ${latencies.length} likes`,
);
console.log(`\nTargets on PostgreSQL, ${CONNECTIONS} connections`);
const verdicts = [
  { met: cost <= 50, line: `${streams.length} open streams cost ≤ 50 MB: ${cost.toFixed(1)} MB` },
  {
    met: health.p99 <= 50 && health.errors === 0,
    line: `GET /v1/health p99 ≤ 50 ms with the streams open: ${health.p99.toFixed(1)} ms${health.errors > 0 ? `, ${health.errors} errors` : ''}`,
  },
  {
    met: likeP99 <= 1_000,
    line: `a like reaches a stream on another process p99 ≤ 1 s: ${likeP99.toFixed(1)} ms`,
  },
];
for (const { met, line } of verdicts) console.log(`  ${met ? 'MET   ' : 'MISSED'}  ${line}`);

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/streams.json'),
  JSON.stringify(
    {
      connections: CONNECTIONS,
      streams: streams.length,
      residentMb: { before, after, cost },
      likeLatencyMs: { p99: likeP99 },
      baseline: baseline!,
      rows,
    },
    null,
    2,
  ),
);
