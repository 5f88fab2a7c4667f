import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DataDirLockedError, holdDataDirLock } from '../db/client';
import { repositoryRoot, sourceFile } from '../package-root';

/** What `npm run backup` writes and `npm run restore` reads (docs/decisions/1320-backups.md). */
export const BACKUP_FORMAT = 'creators-archive-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const PGLITE_DUMP_FILE = 'database.pglite.tar';
export const POSTGRES_DUMP_FILE = 'database.pgdump';

/** DATA_DIR entries that are the database itself, not files to copy. */
export const DATABASE_ENTRIES = new Set(['pglite', 'pglite.lock']);
/** Names the archive uses for itself; a DATA_DIR entry so named is not copied. */
export const ARCHIVE_OWN_ENTRIES = new Set([MANIFEST_FILE, PGLITE_DUMP_FILE, POSTGRES_DUMP_FILE]);

export { repositoryRoot };
const journalFile = sourceFile('db/migrations/meta/_journal.json');

export type Counts = { users: number; portfolioItems: number; subscriptions: number };
export type SchemaLevel = { migrations: number; latest: string | null };

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; sha256: string };
  schema: SchemaLevel;
  counts: Counts;
  /** Top-level entries of DATA_DIR in the archive (media, keys, private, …). */
  files: string[];
  /** Where media lived; with s3 the bucket is synced on its own. */
  mediaStorage: 'disk' | 's3';
};

/** A refusal the operator can act on; the scripts print its message alone. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The migrations this code knows, oldest first. */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** How far the schema is migrated, and how many members, items and subscriptions there are. */
export async function readFacts(query: Query): Promise<{ schema: SchemaLevel; counts: Counts }> {
  const [level] = await query(
    'select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations',
  );
  const latestWhen = Number(level?.latest);
  const latest = knownMigrations().find((entry) => entry.when === latestWhen)?.tag ?? null;
  const [counts] = await query(
    'select (select count(*) from users)::int as users, ' +
      '(select count(*) from portfolio_items)::int as "portfolioItems", ' +
      '(select count(*) from subscriptions)::int as subscriptions',
  );
  return {
    schema: { migrations: Number(level?.applied ?? 0), latest },
    counts: {
      users: Number(counts?.users),
      portfolioItems: Number(counts?.portfolioItems),
      subscriptions: Number(counts?.subscriptions),
    },
  };
}

/** PGlite on a database directory, as the API opens it (with pg_trgm). */
export async function openPglite(databaseDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const client = new PGlite({ dataDir: databaseDir, extensions: { pg_trgm }, loadDataDir });
  await client.waitReady;
  return client;
}

export const pgliteQuery =
  (client: PGlite): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

/**
 * Takes DATA_DIR/pglite.lock as the API does (the same file, holding this process's id), so the
 * server cannot start on the directory while a backup or restore works in it, and neither runs
 * while the server does. A lock left by a process that has ended is taken over.
 */
export function lockDataDir(dataDir: string, command: string): () => void {
  try {
    return holdDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${dataDir} is in use by process ${error.pid} (the server, or a script such as jobs:renewals). ` +
        `Stop it, then run ${command} again: PGlite serves one process, and a copy of its files ` +
        'taken while it writes may not start.',
    );
  }
}

const execFileAsync = promisify(execFile);

/** Runs a system tool (tar, pg_dump, pg_restore); its own error output becomes the message. */
export async function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, {
      maxBuffer: 64 * 1024 * 1024,
      env: env ?? process.env,
    });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new BackupError(`${command} is not installed on this machine.`);
    throw new BackupError(`${command} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** Flags (`--force`, `--data-dir <dir>`) and the words that are not flags. */
export function parseArgs(
  args: string[],
  valued: string[],
): { flags: Map<string, string | true>; positional: string[] } {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (valued.includes(arg)) {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) throw new BackupError(`${arg} needs a value.`);
      flags.set(arg, value);
      index += 1;
    } else flags.set(arg, true);
  }
  return { flags, positional };
}

/** A path the operator typed: relative to where they ran npm, not to the workspace. */
export function typedPath(value: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

/** The URL without its password, which goes to pg_dump and pg_restore in PGPASSWORD instead of their command line. */
export function postgresConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(databaseUrl);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Where the DATABASE_URL's password would show, it is hidden. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}
