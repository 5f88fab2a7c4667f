// `npm run bench:feed`: GET /v1/feed?limit=24 on the scale data set (100,000 designers, 1,000,000
// items; `npm run seed:scale` makes it, and this script runs it when it is missing) on PostgreSQL,
// for a member who follows 500 designers, with the micro-cache off (the feed is a member's own and
// never cached anyway), next to a bare Fastify hello-world in the same run. The member is
// registered over HTTP once and their follows written in SQL, both kept for the next run.
// SCALE_DESIGNERS makes a smaller data set (BENCH_DATABASE_URL names another database for it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  CONNECTIONS,
  printRows,
  root,
  sample,
  startBareServer,
  startProduct,
  summarize,
  drive,
  type Row,
} from './lib';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/ca_scale';
const FOLLOWED = 500;
const TARGET_MS = 100;
const member = {
  email: 'feed-bench@example.com',
  password: 'a long feed bench passphrase',
  fullName: 'Feed Bench',
};

function ensureSeeded(): void {
  const run = spawnSync('npm', ['run', 'seed:scale'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: postgresUrl },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('npm run seed:scale failed');
}

async function post(url: string, body: object): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The bench member's access token: signed in, or registered first on a data set that lacks them. */
async function memberToken(baseUrl: string): Promise<{ token: string; id: string }> {
  let answer = await post(`${baseUrl}/v1/auth/login`, { email: member.email, password: member.password });
  if (answer.status === 401) answer = await post(`${baseUrl}/v1/users/register`, member);
  if (!answer.ok)
    throw new Error(`Signing the bench member in answered ${answer.status}: ${await answer.text()}`);
  const { data } = (await answer.json()) as { data: { access_token: string; user: { id: string } } };
  return { token: data.access_token, id: data.user.id };
}

/** The member follows FOLLOWED listed designers (the same ones each run), as the follows table keeps them. */
async function followDesigners(memberId: string): Promise<number> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(
      `insert into follows (follower_id, followed_id)
       select $1, user_id from directory_entries where user_id <> $1 order by user_id limit $2
       on conflict do nothing`,
      [memberId, FOLLOWED],
    );
    // The follows' triggers wrote the member's feed: both tables get statistics for their new rows.
    await client.query('analyze follows, feed_items');
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from follows where follower_id = $1',
      [memberId],
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

ensureSeeded();
const bare = await startBareServer();
let baseline: Row;
let feedRow: Row;
let followed = 0;
try {
  baseline = await drive('bare Fastify GET /hello', bare.url);
  const product = await startProduct({
    DATABASE_URL: postgresUrl,
    PUBLIC_CACHE_SECONDS: '0',
    SEED_DEMO: '0',
  });
  try {
    const { token, id } = await memberToken(product.url);
    followed = await followDesigners(id);
    const url = `${product.url}/v1/feed?limit=24`;
    const headers = { authorization: `Bearer ${token}` };
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`GET /v1/feed answered ${check.status}: ${await check.text()}`);
    const { data } = (await check.json()) as { data: { items: unknown[] } };
    if (data.items.length === 0) throw new Error('The bench member’s feed is empty');
    feedRow = summarize(`feed of ${followed} designers, limit=24`, await sample(url, { headers }));
  } finally {
    await product.stop();
  }
} finally {
  await bare.server.close();
}

printRows([baseline!, feedRow!], baseline!);
console.log(
  `\nTarget on PostgreSQL, no cache, ${CONNECTIONS} connections, a member following ${followed} designers`,
);
const met = feedRow!.p99 <= TARGET_MS && feedRow!.errors === 0;
console.log(
  `  ${met ? 'MET   ' : 'MISSED'}  feed first page p99 ≤ ${TARGET_MS} ms: ${feedRow!.p99.toFixed(1)} ms${feedRow!.errors > 0 ? `, ${feedRow!.errors} errors` : ''}`,
);

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/feed.json'),
  JSON.stringify(
    { connections: CONNECTIONS, database: postgresUrl, followed, baseline: baseline!, rows: [feedRow!] },
    null,
    2,
  ),
);
