import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@creators-archive/test-support/free-port';
import { webDistFixture } from './helpers';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const mainFile = path.join(repoRoot, 'apps/api/src/main.ts');
const runSources = ['--import', 'tsx', mainFile];
const compiledMain = path.join(repoRoot, 'apps/api/dist/main.js');

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/**
 * The real server as its own process, with its output collected for waiting and checking: the
 * compiled server `npm start` runs, unless `nodeArguments` say otherwise.
 */
function startServer(environment: Record<string, string>, nodeArguments = [compiledMain]) {
  const child = spawn(process.execPath, nodeArguments, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      WEB_DIST_DIR: webDistFixture,
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onOutput = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output += chunk;
      for (const listener of onOutput) listener();
    });
  }
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

  return {
    child,
    exited,
    output: () => output,
    /** Resolves once the output matches; rejects if the process ends first. */
    waitFor(pattern: RegExp): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          onOutput.delete(check);
          resolve();
        };
        onOutput.add(check);
        check();
        void exited.then(({ code }) => {
          if (onOutput.delete(check)) reject(new Error(`Exited (${code}) before ${pattern}:\n${output}`));
        });
      });
    },
  };
}

type ServerProcess = ReturnType<typeof startServer>;

/** Sends a raw HTTP request in two parts and resolves the status once the server answers and hangs up. */
function requestInTwoParts(port: number, firstPart: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
  socket.write(firstPart);
  return { answered, send: (rest: string) => socket.write(rest) };
}

const listening = /Server listening at/;

// Each test starts the real server, which migrates before it listens: seconds when the machine is
// quiet, many more when the rest of the suite shares its two cores. They start what `npm start`
// runs, the bundle: it reads its migrations and the common-passwords list from the package's files,
// so a path that only resolves from src/ fails here, not in production. The bundle also starts in
// half the time of the sources, which tsx transpiles on every start (0.96 s against 2.15 s, on a
// quiet machine); one test starts the sources as `npm run dev` does.
describe('the server process', { timeout: 90_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(repoRoot, 'apps/api/build.mjs')], { stdio: 'pipe' });
  }, 60_000);
  const started: ServerProcess[] = [];
  const start = (environment: Record<string, string>, nodeArguments?: string[]) => {
    const server = startServer(environment, nodeArguments);
    started.push(server);
    return server;
  };

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-process-'));
  });
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from its sources, keeps a second process off its database, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ DATA_DIR: dataDir, PORT: String(port) }, runSources);
    await server.waitFor(listening);

    const health = await fetch(`http://127.0.0.1:${port}/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });

    const lockFile = path.join(dataDir, 'pglite.lock');
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(server.child.pid));

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const secondExit = await second.exited;
    expect(secondExit.code).not.toBe(0);
    expect(second.output()).toMatch(/database in .* is in use by process \d+/);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(server.child.pid));
    expect((await fetch(`http://127.0.0.1:${port}/v1/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('exits 1 naming PORT when PORT is not a number', async () => {
    const server = start({ DATA_DIR: dataDir, PORT: 'abc' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it.each([
    [
      'a common password',
      'Password1!',
      /ADMIN_PASSWORD: This password, or one very like it, is among the most common/,
    ],
    ['only spaces', ' '.repeat(12), /ADMIN_PASSWORD: Use more than spaces/],
  ])('exits 1 naming ADMIN_PASSWORD when it is %s', async (_, password, message) => {
    const server = start({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@archive.example',
      ADMIN_PASSWORD: password,
    });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(message);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('finishes a request in flight after SIGTERM before it exits', async () => {
    const port = await freePort();
    const server = start({ DATA_DIR: dataDir, PORT: String(port) });
    await server.waitFor(listening);

    const body = JSON.stringify({
      email: 'late@example.com',
      password: 'a long enough password',
      fullName: 'Late Arrival',
    });
    const half = Math.floor(body.length / 2);
    const request = requestInTwoParts(
      port,
      'POST /v1/users/register HTTP/1.1\r\n' +
        `Host: 127.0.0.1:${port}\r\n` +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body.slice(0, half),
    );
    await server.waitFor(/"url":"\/v1\/users\/register".*"msg":"incoming request"/);

    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM received/);
    request.send(body.slice(half));

    const answer = await request.answered;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: true,
      data: { user: { email: 'late@example.com' } },
    });
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('in production, serves the web app, seeds no demo data unless asked and warns that e-mail will not leave the machine', async () => {
    const port = await freePort();
    // An empty SEED_DEMO counts as unset: the production default decides.
    const server = start({
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'production',
      SEED_DEMO: '',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    await server.waitFor(listening);

    expect(server.output()).toMatch(/"level":40.*Demo data is not seeded in production; set SEED_DEMO=1/);
    expect(server.output()).toMatch(/"level":40.*SMTP_URL is not set: e-mail \(password resets/);
    expect(fs.existsSync(path.join(dataDir, 'demo-credentials.json'))).toBe(false);
    const directory = await fetch(`http://127.0.0.1:${port}/v1/designers`);
    expect(((await directory.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
  });
});
