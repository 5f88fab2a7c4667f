// The documented scale path on one machine: API processes compiled as `npm start` runs them, on a
// PostgreSQL database of their own, one Redis, a local S3-compatible server and a catching SMTP
// server, behind nginx. Used by the cluster test and by `npm run bench:cluster`.
// s3rver ships no types; the API's tests declare it, and a program that reaches s3-server.ts via
// this file (the bench's) needs that declaration too. It is a script, so it cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../apps/api/test/s3rver.d.ts" />
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '@creators-archive/test-support/free-port';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { startLocalS3 } from '../apps/api/test/s3-server';

export const root = path.resolve(import.meta.dirname, '..');
const compiledMain = path.join(root, 'apps/api/dist/main.js');
/** The web app is not what is under test; the API's own test fixture stands in for its build. */
const webDistFixture = path.join(root, 'apps/api/test/fixtures/web-dist');

/** The server of `CLUSTER_DATABASE_URL` (or `TEST_DATABASE_URL`), where each run makes a database of its own. */
const databaseServer = new URL(
  process.env.CLUSTER_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://root@127.0.0.1:5432/postgres',
);
const redisServer = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Debian installs it in /usr/sbin, which a user's PATH may leave out. */
const nginxBinary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** Bundles the API as `npm run build` does (about a second), so what runs is the current source. */
export function buildApi(): void {
  execFileSync(process.execPath, [path.join(root, 'apps/api/build.mjs')], { cwd: root, stdio: 'inherit' });
}

/** A client address of its own for each caller: nginx and the API believe X-Forwarded-For from loopback. */
export function newClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** One API process; it can be stopped and started again on the same port, as a restart does. */
export class ApiProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<Exit> | undefined;
  private log = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly environment: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What the process wrote, for a failure's message. */
  output(): string {
    return this.log;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once it answers ready (database reachable, not in maintenance). */
  async start(readyWithinMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', compiledMain], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...this.environment, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        this.log += chunk;
      });
    }
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    await waitUntil(
      async () => {
        if (!this.running) throw new Error(`${this.name} exited before it was ready:\n${this.log}`);
        return (await fetch(`${this.url}/v1/health/ready`).catch(() => undefined))?.status === 200;
      },
      readyWithinMs,
      `${this.name} to answer /v1/health/ready`,
    );
  }

  /** SIGTERM, as systemd stops a unit: the process finishes what it is answering and exits. */
  async stop(): Promise<Exit> {
    if (!this.child || !this.exited) throw new Error(`${this.name} was never started`);
    if (this.running) this.child.kill('SIGTERM');
    return this.exited;
  }

  async kill(): Promise<void> {
    if (this.running) this.child?.kill('SIGKILL');
    await this.exited;
  }
}

/** Resolves once `check` answers true, asking again every 100 ms; rejects after `withinMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  withinMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${withinMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** nginx as a child process with a generated configuration, its pid, logs and buffers in a temp dir. */
async function startNginx(directory: string, upstreamPorts: number[]) {
  const port = await freePort();
  fs.chmodSync(directory, 0o755);
  const temp = (name: string) => {
    const folder = path.join(directory, name);
    fs.mkdirSync(folder, { mode: 0o777 });
    fs.chmodSync(folder, 0o777);
    return `${name}_temp_path ${folder};`;
  };
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ');
  const upstreams: Upstream[] = upstreamPorts.map((upstreamPort) => ({
    port: upstreamPort,
    inRotation: true,
  }));
  const writeConfig = () =>
    fs.writeFileSync(
      path.join(directory, 'nginx.conf'),
      `
worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${tempPaths}
  ${nginxUpstream(upstreams)}
  server {
    # deferred: the kernel hands nginx a connection once its request has arrived, so no worker is
    # ever holding an accepted connection it has not read yet, which a worker stopping for a
    # reload would close unanswered (as it closes idle ones).
    listen 127.0.0.1:${port} deferred;
    location / { include ${directory}/proxy.conf; }
    # As the deploy guide's site: upload bytes pass on as they come (decision 1410).
    location /v1/portfolio/uploads {
      include ${directory}/proxy.conf;
      proxy_http_version 1.1;
      proxy_request_buffering off;
    }
    # Notification streams: each event and heartbeat passes on as it comes, never held in a buffer.
    location /v1/notifications/stream {
      include ${directory}/proxy.conf;
      proxy_http_version 1.1;
      proxy_buffering off;
    }
  }
}
`,
    );
  writeConfig();
  fs.writeFileSync(path.join(directory, 'proxy.conf'), nginxProxySettings);
  const child = spawn(
    nginxBinary,
    ['-p', directory, '-c', path.join(directory, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
      return canConnect(port);
    },
    10_000,
    'nginx to listen',
  );
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog: () => fs.readFileSync(path.join(directory, 'error.log'), 'utf8'),
    /**
     * Marks the process on `upstreamPort` `down` or not, reloads nginx and resolves once the
     * workers of the previous configuration have exited: they leave only after answering the
     * requests they had, so a process taken out has nothing in flight from nginx when this ends.
     */
    setInRotation: async (upstreamPort: number, inRotation: boolean) => {
      const upstream = upstreams.find(({ port: candidate }) => candidate === upstreamPort);
      if (!upstream) throw new Error(`nginx has no upstream on port ${upstreamPort}`);
      upstream.inRotation = inRotation;
      writeConfig();
      const previousWorkers = childPids(child.pid!);
      child.kill('SIGHUP');
      await waitUntil(
        async () => {
          const workers = childPids(child.pid!);
          return workers.length > 0 && !workers.some((worker) => previousWorkers.includes(worker));
        },
        30_000,
        "nginx's previous workers to finish their requests",
      );
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

const FAIL_TIMEOUT_SECONDS = 2;

/** An API process on this machine as nginx's upstream lists it. */
type Upstream = { port: number; inRotation: boolean };

/**
 * The upstream as docs/deploy.md writes it: a process that refuses a connection or fails is out of
 * rotation for `FAIL_TIMEOUT_SECONDS` (passive health checks), and one marked `down` is out until
 * the mark goes, as the rolling restart does before stopping it. No connection to a process is kept
 * open between requests: a process that stops closes its idle connections, and a request nginx
 * sends on one at that moment is lost; a new connection per request is refused instead, and nginx
 * sends the request to the other process whatever its method.
 */
function nginxUpstream(upstreams: Upstream[]): string {
  const line = ({ port, inRotation }: Upstream) =>
    `server 127.0.0.1:${port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s${inRotation ? '' : ' down'};`;
  return `upstream creators_archive {
    ${upstreams.map(line).join('\n    ')}
  }`;
}

/** The processes `pid` started and that still run: nginx's workers, for its master. */
function childPids(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return children === '' ? [] : children.split(' ').map(Number);
}

/**
 * A request that could not reach a process, or that a process answered 502 or 503 (in maintenance,
 * its database down), goes to the next one: any request that never reached a
 * process, and an idempotent one in the other cases; two tries or ten seconds at most.
 */
const nginxProxySettings = `
proxy_pass http://creators_archive;
proxy_set_header Host $host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_next_upstream error timeout http_502 http_503;
proxy_next_upstream_tries 2;
proxy_next_upstream_timeout 10s;
client_max_body_size 60m;
`;

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The keys every process must hold the same of (docs/deploy.md): the ES256 signing key of access
 * tokens, the MFA key, and the keys of identity-document links and device tokens.
 */
function sharedSecrets(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DOCUMENT_LINK_KEY: randomBytes(32).toString('base64'),
    DEVICE_TOKEN_KEY: randomBytes(32).toString('base64'),
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * Starts everything: a fresh database `ca_cluster_<random>`, a Redis database number of its own,
 * S3, SMTP, `processes` API processes started at the same time (so their migrations meet) and
 * nginx in front. `close()` stops and removes all of it.
 */
export async function startCluster(options: { processes: number; environment?: Record<string, string> }) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-cluster-'));
  // nginx's workers, unprivileged when it runs as root, write request bodies below it.
  fs.chmodSync(directory, 0o755);
  const databaseName = `ca_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseServer.href });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(databaseServer.href);
  databaseUrl.pathname = `/${databaseName}`;
  // One client, whose end waits for its connection to close: a pool's end does not, and the
  // forced drop of the database below then broke the connection under it.
  const database = new pg.Client({ connectionString: databaseUrl.href });
  await database.connect();
  // Other users of this Redis keep to their own numbers; a run's counters are also keyed by
  // client addresses and e-mail addresses that no one else uses.
  const redisUrl = `${redisServer}/${randomInt(1, 16)}`;
  const s3 = await startLocalS3('cluster-media');
  const smtp = await startSmtpServer();
  const ports = await Promise.all(Array.from({ length: options.processes }, () => freePort()));
  const nginxDirectory = path.join(directory, 'nginx');
  fs.mkdirSync(nginxDirectory);
  const nginx = await startNginx(nginxDirectory, ports);
  const environment: Record<string, string> = {
    DATABASE_URL: databaseUrl.href,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    PUBLIC_URL: nginx.url,
    TRUST_PROXY: 'loopback',
    WEB_DIST_DIR: webDistFixture,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    ...s3.environment,
    ...sharedSecrets(),
    ...options.environment,
  };
  // Each process has a data directory of its own, as on machines of their own: nothing they
  // share may live there.
  const processes = ports.map((port, index) => {
    const dataDir = path.join(directory, `api-${index + 1}`);
    fs.mkdirSync(dataDir);
    return new ApiProcess(`api-${index + 1}`, port, { ...environment, DATA_DIR: dataDir });
  });
  const close = async () => {
    await Promise.all(processes.map((process) => process.kill().catch(() => undefined)));
    await nginx.stop();
    await smtp.close();
    await s3.close();
    await database.end();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(directory, { recursive: true, force: true });
  };
  try {
    await Promise.all(processes.map((process) => process.start()));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url: nginx.url,
    processes,
    /** What every process was started with, its keys included. */
    environment,
    smtp,
    databaseName,
    nginxErrorLog: nginx.errorLog,
    /** Takes a process out of nginx's rotation or puts it back, as the rolling restart does. */
    setInRotation: (process: ApiProcess, inRotation: boolean) =>
      nginx.setInRotation(process.port, inRotation),
    query: async <Row>(text: string, values: unknown[] = []): Promise<Row[]> =>
      (await database.query(text, values)).rows as Row[],
    close,
  };
}
