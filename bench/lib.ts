// What the benchmarks share: starting the product and a bare Fastify server, driving them with
// autocannon, and printing a table.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';

export const root = path.resolve(import.meta.dirname, '..');
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type Product = { url: string; stop(): Promise<void> };

/** The real server (node itself, not npx, so SIGTERM reaches it), ready once /v1/health answers. */
export async function startProduct(environment: Record<string, string>): Promise<Product> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
        NODE_ENV: 'production',
        ...environment,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The product did not start within 60 s');
}

export async function startBareServer(): Promise<{ url: string; server: FastifyInstance }> {
  const server = Fastify();
  server.get('/hello', async () => ({ hello: 'world' }));
  const port = await freePort();
  await server.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/hello`, server };
}

export type Row = { target: string; requestsPerSecond: number; p50: number; p99: number; errors: number };

export async function drive(target: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printRows(rows: Row[], baseline: Row): void {
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, one machine\n`);
  console.log(`${'target'.padEnd(40)}  req/s  p50 ms  p99 ms  errors  req/s ÷ bare`);
  for (const row of rows) {
    console.log(
      `${row.target.padEnd(40)}${String(row.requestsPerSecond).padStart(7)}${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}${String(row.errors).padStart(8)}${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2).padStart(14)}`,
    );
  }
}
