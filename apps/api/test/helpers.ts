import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { pino, type DestinationStream } from 'pino';
import { expect, inject } from 'vitest';
import type { Session } from '@creators-archive/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle, type DatabaseTimeouts } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { createPasswords, type Passwords } from '../src/credentials/passwords';

export type DatabaseKind = 'pglite' | 'postgres';

/** For code under test that wants a logger but whose output no test reads. */
export const silentLogger = pino({ level: 'silent' });

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const webDistFixture = path.join(import.meta.dirname, 'fixtures', 'web-dist');

/** A clock tests move by hand. */
export class FakeClock implements Clock {
  private current = new Date();
  now(): Date {
    return new Date(this.current);
  }
  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

let sharedPasswords: Passwords | undefined;
/**
 * Passwords for the tests' apps: the common-password list loaded once per file, and argon2id at a
 * small cost (256 KiB, 1 pass), so the suite's thousands of sign-ups and sign-ins spend no CPU on
 * the baseline's 19 MiB and 2 passes. The baseline itself is checked in
 * src/credentials/passwords.test.ts, and the timing of checks at it in accounts.test.ts.
 */
export function testPasswords(): Passwords {
  sharedPasswords ??= createPasswords({ memoryCost: 256, timeCost: 1 });
  return sharedPasswords;
}

let pgliteTemplate: Uint8Array | undefined;
/** The migrated data directory every PGlite test database starts from (`integration-setup.ts`). */
function migratedPgliteTemplate(): Uint8Array {
  pgliteTemplate ??= new Uint8Array(fs.readFileSync(inject('pgliteTemplateFile')));
  return pgliteTemplate;
}

/**
 * A fresh database of its own, a copy of the one `integration-setup.ts` migrated for the run:
 * in-memory PGlite, or a new database on the PostgreSQL server, reached on `port` instead of the server's when given (a proxy in front of it). `url` is that
 * database's own address on the server, past any proxy.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { timeouts?: DatabaseTimeouts; port?: number } = {},
): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') return openDatabase({ pgliteTemplate: migratedPgliteTemplate() });

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplateDatabase');
  if (!serverUrl || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ca_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const directUrl = url.toString();
  if (options.port !== undefined) url.port = String(options.port);
  const handle = await openDatabase({ databaseUrl: url.toString(), timeouts: options.timeouts });
  return {
    ...handle,
    url: directUrl,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  clock: FakeClock;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Kept after close; the caller removes it. */
  dataDir?: string;
  /** Shared with the caller, who closes it; closing the app leaves it open. */
  database?: DatabaseHandle;
  /** Extra routes for a test, added before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  /** Receives the app's log lines (set LOG_LEVEL too, tests are silent by default). */
  logDestination?: DestinationStream;
};

/**
 * The real app on a fresh database, with a fake clock and its own data directory. Rate limits
 * are raised because every injected request comes from one address; a test of the limits sets them.
 */
export async function buildTestApp(
  kind: DatabaseKind,
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ca-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistFixture,
    SEED_DEMO: '0',
    // Tests read their own writes at once; the cache has a test of its own.
    PUBLIC_CACHE_SECONDS: '0',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
    REGISTRATION_MAX_PER_HOUR: '100000',
    CHECKOUT_MAX_PER_HOUR: '100000',
    REGISTRATION_GLOBAL_MAX_PER_HOUR: '100000',
    ...environment,
  });
  const database = options.database ?? (await createTestDatabase(kind));
  const appDatabase = options.database ? { ...database, close: async () => {} } : database;
  const clock = new FakeClock();
  const app = await buildApp({
    config,
    database: appDatabase,
    passwords: testPasswords(),
    clock,
    logDestination: options.logDestination,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    clock,
    database,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** A log destination that keeps every line, for tests that read what was logged. */
export function logCapture(): DestinationStream & { lines(): Record<string, unknown>[]; text(): string } {
  const written: string[] = [];
  return {
    write: (line: string) => {
      written.push(line);
    },
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
  };
}

/** A multipart body the way a browser's FormData sends it. */
export async function multipart(
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('images', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** Registers a member through the API; overrides pick the fields. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; fullName: string; phone: string }> = {},
): Promise<Session & { password: string }> {
  userCounter += 1;
  const body = {
    email: `member-${userCounter}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct horse battery staple',
    fullName: `Test Member ${userCounter}`,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/v1/users/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`Registration failed: ${response.body}`);
  return { ...(response.json() as { data: Session }).data, password: body.password };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export type ErrorBody = {
  success: false;
  error: {
    code: number;
    message: string;
    details: { reason: string; fields?: Record<string, string>; [key: string]: unknown };
  };
};

/** Asserts the error envelope with its status and reason, and hands back the body for closer checks. */
export function expectErrorEnvelope(
  response: LightMyRequestResponse,
  status: number,
  reason: string,
): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as ErrorBody;
  expect(body).toMatchObject({ success: false, error: { code: status, details: { reason } } });
  expect(body.error.message).toEqual(expect.any(String));
  return body;
}
