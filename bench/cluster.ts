// `npm run bench:cluster`: req/s of one API process behind nginx next to two, on the same machine,
// each on a fresh PostgreSQL database with Redis and a local S3 (cluster/cluster.ts starts them as
// the cluster test does). Both sides go through nginx, so the ratio is what the second process adds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApi, startCluster } from '../cluster/cluster';
import { register } from '../cluster/client';
import { CONNECTIONS, DURATION_SECONDS, root, sample, summarize, WARMUP_SECONDS, type Row } from './lib';

const environment = {
  NODE_ENV: 'production',
  // The checks below pay nothing; production refuses the sandbox unless told.
  ALLOW_SANDBOX_PAYMENTS: '1',
  // autocannon is one client address; its requests are the load, not abuse.
  RATE_LIMIT_MAX: '100000000',
  REGISTRATION_MAX_PER_HOUR: '100000',
  CHECKOUT_MAX_PER_HOUR: '100000',
  REGISTRATION_GLOBAL_MAX_PER_HOUR: '100000',
};

async function measure(target: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  return summarize(target, await sample(url, { headers }));
}

/** The directory's first page, a designer's public profile and a signed-in member's own account. */
async function measureCluster(processes: number): Promise<Row[]> {
  const cluster = await startCluster({ processes, environment });
  try {
    const members = [];
    for (let index = 0; index < 20; index += 1) members.push(await register(cluster.url, `bench${index}`));
    const member = members[0]!;
    const label = `${processes} process${processes === 1 ? '' : 'es'}`;
    return [
      await measure(`${label}: GET /v1/designers`, `${cluster.url}/v1/designers`),
      await measure(`${label}: GET /v1/users/{id}`, `${cluster.url}/v1/users/${member.user.id}`),
      await measure(`${label}: GET /v1/users/me (signed in)`, `${cluster.url}/v1/users/me`, {
        authorization: `Bearer ${member.access_token}`,
      }),
    ];
  } finally {
    await cluster.close();
  }
}

buildApi();
const one = await measureCluster(1);
const two = await measureCluster(2);

console.log(
  `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, ${os.cpus().length} cores shared by nginx, PostgreSQL, Redis, S3, the load and the API\n`,
);
console.log(`${'target'.padEnd(44)}  req/s  p50 ms  p99 ms  errors  req/s ÷ 1 process`);
for (const [index, row] of [...one, ...two].entries()) {
  const baseline = one[index % one.length]!;
  console.log(
    `${row.target.padEnd(44)}${String(row.requestsPerSecond).padStart(7)}${row.p50.toFixed(2).padStart(8)}${row.p99.toFixed(2).padStart(8)}${String(row.errors).padStart(8)}${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2).padStart(19)}`,
  );
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/cluster.json'),
  JSON.stringify({ connections: CONNECTIONS, cores: os.cpus().length, rows: [...one, ...two] }, null, 2),
);
