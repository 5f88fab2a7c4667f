// `npm run bench:admin`: GET /v1/admin/overview with 100,000 members, 30,000 subscriptions, 100,000
// payments over 90 days, verification requests, studio bookings and audit entries, on PostgreSQL
// and on PGlite. The rows are made by the database itself (generate_series) from a fixed pattern,
// so every run measures the same data. The server runs as in the other benches, in its own
// process; an admin signs in with a second factor over HTTP, as every admin call needs, and
// BENCH_ADMINS admins (default 1 and 5) ask for the overview at once for BENCH_DURATION seconds
// after a warm-up. p50/p95/p99 come from autocannon's per-response times; the target is p99 ≤ 200 ms.
// The table is printed and written to bench/results/admin-overview.json.
//
// PostgreSQL: the database `ca_bench_overview` on the server of BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the local one; it is dropped and made again each run. PGlite: a fresh
// data directory under the system's temporary directory, removed afterwards.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Overview } from '@creators-archive/contract/admin/get-overview';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPasswords } from '../apps/api/src/credentials/passwords';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { demoPlans } from '../apps/api/src/demo/demo-designers';
import { systemClock } from '../apps/api/src/lib/clock';
import { DURATION_SECONDS, WARMUP_SECONDS, root, startProduct } from './lib';

const MEMBERS = 100_000;
const SUBSCRIPTIONS = 30_000;
const PAYMENTS = 100_000;
const TARGET_P99_MS = 200;
const ADMIN_COUNTS = (process.env.BENCH_ADMINS ?? '1,5').split(',').map(Number);
const engineNames = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = 'a long bench admin passphrase';

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://root@127.0.0.1:5432/postgres';
const postgresUrl = Object.assign(new URL(serverUrl), { pathname: '/ca_bench_overview' }).toString();

/** Drops and makes the bench's database again, through the server's `postgres` database. */
async function recreatePostgresDatabase(): Promise<void> {
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query('drop database if exists ca_bench_overview with (force)');
    await admin.query('create database ca_bench_overview');
  } finally {
    await admin.end();
  }
}

/**
 * The data set, relative to now. Members joined over two years, a fifth of them in the last 90
 * days; three in ten subscribe; payments fall over the last 90 days in five currencies, mostly
 * successful, some failed, refunded or abandoned.
 */
const seedStatements = [
  sql`insert into users (email, full_name, password_hash, country, created_at)
    select 'member-' || i || '@bench.example',
      (array['Amara','Kwame','Wanjiru','Thandiwe','Moussa','Selam','Nadia','Tunde'])[1 + i % 8]
        || ' ' || (array['Okafor','Mensah','Kamau','Nkosi','Diop','Tesfaye','Eze','Hassan'])[1 + (i / 8) % 8],
      'not a password hash', (array['Nigeria','Ghana','Kenya','South Africa','Senegal'])[1 + i % 5],
      case when i % 5 = 0 then now() - (i % 90) * interval '1 day' - (i % 1440) * interval '1 minute'
           else now() - (90 + i % 640) * interval '1 day' - (i % 1440) * interval '1 minute' end
    from generate_series(1, ${MEMBERS}) as i`,
  sql`insert into subscriptions (user_id, plan_id, status, currency, amount, current_period_start, current_period_end)
    select u.id, (select id from plans order by position offset (u.n % 2) limit 1),
      (array['active','active','active','active','active','active','active','active','cancelled','expired'])[1 + u.n / 10 % 10],
      (array['NGN','GHS','KES','ZAR','USD'])[1 + u.n % 5], 500000,
      now() - (u.n % 30) * interval '1 day', now() + (30 - u.n % 30) * interval '1 day'
    from (select id, row_number() over (order by created_at) as n from users where role = 'member') as u
    where u.n % 10 < 3 and u.n <= ${(SUBSCRIPTIONS * 10) / 3}`,
  sql`insert into payments (reference, purpose, user_id, email, plan_id, currency, amount, amount_before, status,
      created_at, paid_at, refunded_at, fulfilled_at)
    select 'bench-' || p.i, case when p.i % 3 = 0 then 'renewal' else 'subscription' end, u.id, u.email,
      (select id from plans order by position limit 1),
      (array['NGN','GHS','KES','ZAR','USD'])[1 + p.i % 5], 1000 + p.i % 500000, 1000 + p.i % 500000,
      p.status, p.at, case when p.status in ('success','refunded') then p.at + interval '1 minute' end,
      case when p.status = 'refunded' then p.at + interval '1 day' end,
      -- Settled, every one: the server's renewal pass leaves settled payments alone.
      p.at + interval '1 minute'
    from (
      select i, now() - (i % 129600) * interval '1 minute' - (i % 7) * interval '1 second' as at,
        case when i % 100 < 85 then 'success' when i % 100 < 92 then 'failed'
             when i % 100 < 95 then 'refunded' else 'abandoned' end as status
      from generate_series(1, ${PAYMENTS}) as i
    ) as p
    join (select id, email, row_number() over (order by created_at, id) as n from users where role = 'member') as u
      on u.n = 1 + p.i * 7 % ${MEMBERS}`,
  sql`insert into verification_requests (user_id, status, statement, submitted_at, decided_at)
    select id, (array['pending','approved','rejected','approved','withdrawn'])[1 + n % 5],
      'My work deserves the badge: brand systems and editorial illustration for ten years.',
      created_at + interval '1 day', case when n % 5 <> 0 then created_at + interval '3 days' end
    from (select id, created_at, row_number() over (order by id) as n from users) as u where n % 50 = 0`,
  sql`insert into studios (name, city, country, time_zone, description, member_perk, contact_email, position)
    select 'Studio ' || i, 'Lagos', 'NG', 'Africa/Lagos', 'A daylight studio.', '10% off', 'studio@example.com', i
    from generate_series(1, 10) as i`,
  sql`insert into studio_bookings (studio_id, user_id, local_date, start_time, hours, starts_at, ends_at, purpose,
      status, created_at)
    select (select id from studios order by position offset (n % 10) limit 1), id, '2030-01-15', '10:00', 2,
      '2030-01-15T09:00:00Z', '2030-01-15T11:00:00Z', 'A shoot',
      (array['requested','confirmed','declined','cancelled'])[1 + n % 4], now() - (n % 90) * interval '1 day'
    from (select id, row_number() over (order by id) as n from users) as u where n % 20 = 0`,
  sql`insert into audit_log (actor_id, actor_email, action, target_type, target_id, created_at)
    select gen_random_uuid(), 'admin@example.com', 'verification.approve', 'verification_request',
      gen_random_uuid()::text, now() - i * interval '1 hour'
    from generate_series(1, 1000) as i`,
];

async function countRows(db: Database): Promise<Record<string, number>> {
  const result = (await db.execute(sql`select
    (select count(*)::int from users) as users, (select count(*)::int from subscriptions) as subscriptions,
    (select count(*)::int from payments) as payments,
    (select count(*)::int from verification_requests) as verification_requests,
    (select count(*)::int from studio_bookings) as bookings`)) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0]!;
}

/** Migrates, adds the demo plans and the admin through the services, then the rows in bulk. */
async function seed(environment: Record<string, string>): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS: '1',
    LOG_LEVEL: 'warn',
    ...environment,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, passwords: createPasswords(), clock: systemClock });
  try {
    await app.services.plans.addIfNone(demoPlans);
    await app.services.adminAccount.ensure({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const started = performance.now();
    for (const statement of seedStatements) await database.db.execute(statement);
    // Index-only scans need the visibility map that VACUUM writes; autovacuum does it in service.
    await database.db.execute(sql`vacuum analyze`);
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
      JSON.stringify(await countRows(database.db)),
    );
  } finally {
    await app.close();
  }
}

/** RFC 6238 with the authenticator app's defaults (SHA-1, 30 s, 6 digits). */
function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of base32Secret.replace(/=+$/, '')) {
    bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function post<T>(url: string, body: object, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} → ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Signs the admin in, enrols an authenticator and verifies a code: a token admin calls accept. */
async function adminToken(baseUrl: string): Promise<string> {
  const session = await post<{ access_token: string }>(`${baseUrl}/v1/auth/login`, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  const factor = await post<{ id: string; totp: { secret: string } }>(
    `${baseUrl}/v1/auth/mfa/factors`,
    {},
    session.access_token,
  );
  const factorUrl = `${baseUrl}/v1/auth/mfa/factors/${factor.id}`;
  const challenge = await post<{ id: string }>(`${factorUrl}/challenge`, {}, session.access_token);
  const verified = await post<{ access_token: string }>(
    `${factorUrl}/verify`,
    { challengeId: challenge.id, code: totp(factor.totp.secret) },
    session.access_token,
  );
  return verified.access_token;
}

type Measured = { admins: number; requests: number; errors: number; p50: number; p95: number; p99: number };

async function load(url: string, token: string, admins: number, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: admins, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
  return {
    admins,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

async function measure(name: string, environment: Record<string, string>): Promise<Measured[]> {
  await seed(environment);
  const product = await startProduct({ ...environment, SEED_DEMO: '0' });
  try {
    const token = await adminToken(product.url);
    const url = `${product.url}/v1/admin/overview`;
    const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const overview = ((await first.json()) as { data: Overview }).data;
    console.log(
      `${name}: ${overview.members.total} members, ${overview.daily.length} days,`,
      `${overview.activeSubscriptions.reduce((sum, plan) => sum + plan.count, 0)} active subscriptions,`,
      `revenue this month ${JSON.stringify(overview.revenueThisMonth)}`,
    );
    const rows: Measured[] = [];
    for (const admins of ADMIN_COUNTS) {
      if (WARMUP_SECONDS > 0) await load(url, token, admins, WARMUP_SECONDS);
      rows.push(await load(url, token, admins, DURATION_SECONDS));
    }
    return rows;
  } finally {
    await product.stop();
  }
}

const engines: Record<string, { name: string; prepare(): Promise<Record<string, string>> }> = {
  postgres: {
    name: 'PostgreSQL',
    prepare: async () => {
      await recreatePostgresDatabase();
      return {
        DATABASE_URL: postgresUrl,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-overview-')),
      };
    },
  },
  pglite: {
    name: 'PGlite',
    prepare: async () => ({
      DATABASE_URL: '',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-overview-')),
    }),
  },
};

const results: { engine: string; rows: Measured[] }[] = [];
for (const target of engineNames) {
  const engine = engines[target];
  if (!engine) throw new Error(`Unknown target ${target}: use postgres and/or pglite`);
  const environment = await engine.prepare();
  try {
    results.push({ engine: engine.name, rows: await measure(engine.name, environment) });
  } finally {
    fs.rmSync(environment.DATA_DIR!, { recursive: true, force: true });
  }
}

console.log(
  `\nGET /v1/admin/overview, ${MEMBERS.toLocaleString('en')} members, ${DURATION_SECONDS} s per row after ${WARMUP_SECONDS} s of warm-up, one machine\n`,
);
console.log(
  `${'engine'.padEnd(12)}admins  requests  errors  p50 ms  p95 ms  p99 ms  p99 ≤ ${TARGET_P99_MS} ms`,
);
for (const { engine, rows } of results) {
  for (const row of rows) {
    console.log(
      `${engine.padEnd(12)}${String(row.admins).padStart(6)}${String(row.requests).padStart(10)}${String(row.errors).padStart(8)}` +
        `${row.p50.toFixed(1).padStart(8)}${row.p95.toFixed(1).padStart(8)}${row.p99.toFixed(1).padStart(8)}` +
        `  ${row.p99 <= TARGET_P99_MS ? 'MET' : 'MISSED'}`,
    );
  }
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/admin-overview.json'),
  JSON.stringify({ members: MEMBERS, targetP99Ms: TARGET_P99_MS, results }, null, 2),
);
