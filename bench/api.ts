// `npm run bench:api`: the product beside a bare Fastify server, both driven by autocannon in
// one run, so the ratio says what our stack (envelope, headers, auth, database) costs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startProduct(port: number, dataDir: string): Promise<ChildProcess> {
  // node itself (not npx) so that SIGTERM reaches the server rather than a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/v1/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The product did not start within 30 s');
}

async function startBareServer(port: number) {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ port, host: '127.0.0.1' });
  return bare;
}

type Row = { target: string; requestsPerSecond: number; p50: number; p99: number; errors: number };

async function drive(target: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-'));
  const productPort = await freePort();
  const barePort = await freePort();
  const product = await startProduct(productPort, dataDir);
  const bare = await startBareServer(barePort);
  try {
    const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as {
      memberEmail: string;
      password: string;
    };
    const login = (await (
      await fetch(`http://127.0.0.1:${productPort}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: credentials.memberEmail, password: credentials.password }),
      })
    ).json()) as { data: { user: { id: string } } };
    const userId = login.data.user.id;

    const rows = [
      await drive('bare Fastify GET /hello', `http://127.0.0.1:${barePort}/hello`),
      await drive('GET /v1/health', `http://127.0.0.1:${productPort}/v1/health`),
      await drive('GET /v1/users/{id}', `http://127.0.0.1:${productPort}/v1/users/${userId}`),
    ];
    const baseline = rows[0]!.requestsPerSecond;
    console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, one machine\n`);
    console.log('target                        req/s    p50 ms  p99 ms  errors  ratio to bare');
    for (const row of rows) {
      console.log(
        `${row.target.padEnd(28)}${String(row.requestsPerSecond).padStart(7)}${String(row.p50).padStart(10)}${String(row.p99).padStart(8)}${String(row.errors).padStart(8)}${(row.requestsPerSecond / baseline).toFixed(2).padStart(15)}`,
      );
    }
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'bench/results/api.json'),
      JSON.stringify({ connections: CONNECTIONS, rows }, null, 2),
    );
  } finally {
    await bare.close();
    product.kill('SIGTERM');
    await new Promise((resolve) => product.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
