import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fillPlaceholders, getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';
import { sourceFile } from '../package-root';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** Statement texts prepared under their names: a handful per area (a sort × first or later page). */
const statementNames = new Map<string, string>();

/** The same name for the same text in every process: a connection parses each text once. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `prepared_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Rows of a statement whose best plan does not depend on its values, prepared once per connection
 * under a name made from its text (the same in every process), so PostgreSQL parses it once and,
 * after a few runs, plans it once. Only statements whose conditions are a keyset position and ids
 * qualify: the sort's index is the best plan whatever the values. A search or a filter must be
 * planned for its values (a generic plan walks a whole newest-first index for a rare word: seconds
 * instead of milliseconds), so those go through `selectRows`, planned per request. PGlite, reached
 * through node-postgres too, keeps them the same way.
 */
export async function preparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, statementName(text), false)
    .execute()) as {
    rows: T[];
  };
  return result.rows;
}

/**
 * A select built once per process, with `sql.placeholder` where its values go: a list page asked
 * for thousands of times a second was built again by drizzle on every request (a two-word search:
 * about 50 µs of the API's main thread, a sixth of its work), and its text hashed again for its
 * name. `prepared` runs it as `preparedRows` does, under a name, and follows the same rule on what
 * may be; otherwise it is sent unnamed and PostgreSQL plans it for its values on every run.
 *
 * It is handed to node-postgres (which reaches PGlite too) on the connection or pool the call's
 * `db` runs on, as drizzle would hand it but without drizzle's prepared query: that one builds two
 * query configurations with their own type parsers on every call and runs through five promises,
 * about 10 µs of an uncached directory page. Rows come as node-postgres parses each column's type.
 */
export function selectBuiltOnce<T extends pg.QueryResultRow>(
  query: SQL,
  { prepared }: { prepared: boolean },
): (db: Database, values: Record<string, unknown>) => Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = prepared ? statementName(text) : undefined;
  return async (db, values) => {
    const { client } = db._.session as unknown as { client: pg.Pool | pg.PoolClient };
    const result = await client.query<T>({ name, text, values: fillPlaceholders(params, values) });
    return result.rows;
  };
}

/**
 * The columns of `table` a prepared insert or update sets, each from the placeholder named beside
 * it: `{ updatedAt: 'now' }`. A value is written as its column writes one (a date, JSON), and null
 * as SQL's NULL, which drizzle's own placeholders would hand to the column instead (a date column
 * then fails, a JSON column stores JSON's null).
 */
export function placeholders<TTable extends Table, K extends keyof TTable['$inferInsert'] & string>(
  table: TTable,
  names: Record<K, string>,
): Record<K, SQL> {
  const columns: Record<string, Column> = getTableColumns(table);
  return Object.fromEntries(
    Object.entries<string>(names).map(([key, name]) => {
      const column = columns[key]!;
      const encoder = {
        mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)),
      };
      return [key, sql`${sql.param(sql.placeholder(name), encoder)}`];
    }),
  ) as Record<K, SQL>;
}

/** A statement drizzle has built, run with the values of its `sql.placeholder`s. */
type PreparedQuery<T> = { execute(values?: Record<string, unknown>): Promise<T> };
type Preparable<T> = { prepare(name: string): PreparedQuery<T>; toSQL(): { sql: string } };

/**
 * A statement built once per process, with `sql.placeholder` where its values go, and run on the
 * pool or on a transaction, where it is prepared as `preparedRows` prepares its text: once per
 * connection. On the money path, building each statement again took about a fifth of the API's
 * main thread, and PostgreSQL parsed and planned each one again. Only for statements whose best
 * plan does not depend on their values (found by a key or a unique address, inserted, updated by
 * key), as for `preparedRows`; and the columns an insert or an update sets are the same on every
 * run, since the text is built once.
 */
export function preparedStatement<T>(
  build: (db: Database) => Preparable<T>,
): (db: Database, values?: Record<string, unknown>) => Promise<T> {
  let prepared: (PreparedQuery<T> & { client: unknown }) | undefined;
  return (db, values = {}) => {
    if (!prepared) {
      const query = build(db);
      prepared = query.prepare(statementName(query.toSQL().sql)) as PreparedQuery<T> & { client: unknown };
    }
    // drizzle runs a prepared statement on the connection (or pool) it was built for: the same
    // statement runs on this call's own, a transaction's connection where there is one.
    const { client } = db._.session as unknown as { client: unknown };
    const onClient: PreparedQuery<T> =
      client === prepared.client ? prepared : Object.create(prepared, { client: { value: client } });
    return onClient.execute(values);
  };
}

/**
 * A NOTIFY on `channel`, which PostgreSQL delivers to every connection listening on it: prepared,
 * as every payment settled and every notification sends one.
 */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  await preparedRows(db, sql`select pg_notify(${channel}, ${payload})`);
}

/** How long the PostgreSQL pool waits for a connection, a statement, a transaction left idle; 0 = for ever. */
export type DatabaseTimeouts = { connectMs: number; statementMs: number; idleInTransactionMs: number };

/**
 * How much longer than the statement timeout the client waits for any answer at all. The server
 * cancels a slow statement itself; this catches a server or network that has gone silent, which
 * the server's own timeout cannot.
 */
const SILENT_SERVER_GRACE_MS = 1_000;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = sourceFile('db/migrations');

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PostgreSQL only; without them nothing is bounded (bulk scripts, tests of their own). */
  timeouts?: DatabaseTimeouts | undefined;
  /**
   * PGlite only: a data directory dumped as a tar file (PGlite's `dumpDataDir`) to start from; the
   * migrations then apply only what it lacks. Tests start each database from one migrated once.
   */
  pgliteTemplate?: Uint8Array | undefined;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.timeouts)
    : await openPglite(options.dataDir, options.pgliteTemplate);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function openPostgres(connectionString: string, timeouts: DatabaseTimeouts | undefined) {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // The API runs many short statements at once. No JIT compilation: compiling one whose plan
    // merely looks costly (a search's fallback, gated off when the newest works fill the page)
    // took 10–25 ms of every such request. No parallel workers: starting them took about 10 ms
    // even where the part they were to run was gated off, and with every core already serving
    // other requests they only take time from them.
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    ...(timeouts && {
      // Also bounds the wait for a free connection when all ten are busy.
      connectionTimeoutMillis: timeouts.connectMs,
      // Sent to the server at connect; it counts time spent waiting for locks too.
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      query_timeout: timeouts.statementMs > 0 ? timeouts.statementMs + SILENT_SERVER_GRACE_MS : 0,
    }),
  });
  // An idle connection the server ends (a restart, a failover) must not crash the process: the
  // pool drops it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  // A connection lost while a request holds it between two statements (inside a transaction)
  // reports the error on the client, which the pool no longer listens to once it lent it out: the
  // process would end. The statement running or the next one fails instead, the request answers
  // 503, and the pool drops the broken connection when it is given back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres' as const,
    migrate: () => migratePostgres(connectionString, timeouts),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The advisory lock every process takes to migrate; any constant no other code uses. */
const MIGRATION_LOCK_KEY = 7_206_131_360;

/**
 * Migrations run on a connection of their own without the statement timeout: building an index
 * on a large table may rightly take minutes. Only connecting is bounded. Several processes
 * starting at once take turns under an advisory lock: the migrator reads the applied level and
 * then applies what is missing, so two at once on a fresh database both create the same tables
 * and one fails to start. The lock ends with the connection.
 */
async function migratePostgres(connectionString: string, timeouts: DatabaseTimeouts | undefined) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts?.connectMs ?? 0 });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/**
 * PGlite runs on a thread of its own and is reached through node-postgres, as a PostgreSQL server
 * is: HTTP work goes on while it runs a statement, and both engines share one driver, so rows,
 * types and errors read the same. It is one session, so the pool holds one client: a transaction
 * has the database to itself until it ends, as it had with PGlite in this thread.
 */
async function openPglite(dataDir: string | undefined, template: Uint8Array | undefined) {
  const databaseDir = dataDir ? path.join(dataDir, 'pglite') : undefined;
  const releaseLock = databaseDir ? lockDataDir(databaseDir) : () => {};
  if (databaseDir && !fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    try {
      await createPglite(databaseDir);
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const thread = new PgliteThread(databaseDir, template);
  const pool = pgliteConnectionPool(thread);
  pool.on('error', (error) => console.warn(`PGlite's connection failed: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite' as const,
    migrate: async () => {
      await thread.waitReady;
      await migratePg(db, { migrationsFolder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
      await thread.close();
      releaseLock();
    },
  };
}

/** PGlite's one session as a pool of one client that never closes while idle. */
function pgliteConnectionPool(thread: PgliteThread): pg.Pool {
  // pg's Client takes the connection as given; the rest of its settings are never used.
  return new pg.Pool({ connection: thread.connection(), max: 1, idleTimeoutMillis: 0 } as pg.PoolConfig);
}

/**
 * The creating process's entry file, beside the code that starts it: `create-pglite-entry.js` next
 * to this module in the sources (which loads the TypeScript through tsx), and the bundle of the
 * same name next to `main.js` in dist/ (build.mjs makes it).
 */
const creationEntry = new URL('./create-pglite-entry.js', import.meta.url);

/**
 * Creates and migrates a new PGlite database in a child process that ends once it is done.
 * PGlite's WebAssembly memory only grows, and what compiling and running it took stays in the
 * process's allocator even after its thread ends: a server that created its database itself held
 * 100–200 MB more for its whole life than the same server opened on that database afresh. A
 * process that ends gives all of it back.
 */
async function createPglite(databaseDir: string): Promise<void> {
  const child = fork(creationEntry, [databaseDir], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let errorOutput = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errorOutput += chunk));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    const reason = errorOutput.trim() || `it ended (${signal ?? code})`;
    throw new Error(`PGlite could not create the database in ${databaseDir}: ${reason}`);
  }
}

/** Creates and migrates a new PGlite database on a thread that ends once it is done (in the creating process). */
export async function createAndMigratePglite(databaseDir: string): Promise<void> {
  const thread = new PgliteThread(databaseDir);
  const pool = pgliteConnectionPool(thread);
  try {
    await thread.waitReady;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
  } finally {
    await pool.end();
    await thread.close();
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${directory} is in use by process ${pid}. PGlite serves one process: ` +
        'stop that process, give this one its own DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite has no locking of its own; two processes on one directory would corrupt it. Takes
 * `dataDir/pglite.lock`, holding this process's id, for as long as the answered release is not
 * called; a lock left by a process that has ended is taken over. The server, backups and restores
 * all take this one lock.
 */
export function holdDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder !== process.pid && isRunning(holder)) throw new DataDirLockedError(dataDir, holder);
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function lockDataDir(databaseDir: string): () => void {
  fs.mkdirSync(databaseDir, { recursive: true });
  return holdDataDirLock(path.dirname(databaseDir));
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
