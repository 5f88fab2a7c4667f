import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config';
import {
  ARCHIVE_OWN_ENTRIES,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  DATABASE_ENTRIES,
  MANIFEST_FILE,
  PGLITE_DUMP_FILE,
  POSTGRES_DUMP_FILE,
  lockDataDir,
  openPglite,
  parseArgs,
  pgliteQuery,
  readFacts,
  postgresConnection,
  redactUrl,
  repositoryRoot,
  run,
  sha256,
  typedPath,
  type Manifest,
} from './backup-archive';

export type BackupOptions = {
  dataDir: string;
  /** Set: the database is this PostgreSQL one (dumped with pg_dump); unset: PGlite in dataDir. */
  databaseUrl?: string | undefined;
  mediaStorage?: 'disk' | 's3';
  /** A file, or an existing directory to write the default name into; default `backups/`. */
  output?: string | undefined;
  now?: Date;
};

/** `creators-archive-20261124T051039Z.tar.gz` */
export function defaultArchiveName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `creators-archive-${stamp}.tar.gz`;
}

function archivePath(output: string | undefined, now: Date): string {
  if (output === undefined) return path.join(repositoryRoot, 'backups', defaultArchiveName(now));
  const isDirectory =
    output.endsWith(path.sep) || (fs.existsSync(output) && fs.statSync(output).isDirectory());
  return isDirectory ? path.join(output, defaultArchiveName(now)) : output;
}

/**
 * One archive of the whole deployment: the database (a PGlite dump of DATA_DIR/pglite, or pg_dump
 * of DATABASE_URL), every other top-level entry of DATA_DIR (media, keys, private, …) and a
 * manifest. On PGlite it refuses while another process (the server) owns DATA_DIR.
 */
export async function createBackup(options: BackupOptions): Promise<{ file: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(archivePath(options.output, now));
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'creators-archive-backup-'));
  if (!options.databaseUrl) requirePglite(dataDir);
  const release = options.databaseUrl ? () => {} : lockDataDir(dataDir, 'npm run backup');
  try {
    const database = options.databaseUrl
      ? await dumpPostgres(options.databaseUrl, staging)
      : await dumpPglite(dataDir, staging);
    // Files after the database: on PostgreSQL, where the server may run, every file the dump
    // refers to is then already written.
    const files = dataDirEntries(dataDir, file);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: {
        kind: database.kind,
        file: database.file,
        sha256: await sha256(path.join(staging, database.file)),
      },
      schema: database.schema,
      counts: database.counts,
      files,
      mediaStorage: options.mediaStorage ?? 'disk',
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    try {
      const dataDirPart = files.length > 0 ? ['-C', dataDir, ...files] : [];
      await run('tar', ['-czf', partial, '-C', staging, MANIFEST_FILE, database.file, ...dataDirPart]);
      // It holds the signing keys and private documents.
      fs.chmodSync(partial, 0o600);
      fs.renameSync(partial, file);
    } finally {
      fs.rmSync(partial, { force: true });
    }
    return { file, manifest };
  } finally {
    release();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Top-level entries of DATA_DIR to copy: not the database, nor the archive being written. */
function dataDirEntries(dataDir: string, archive: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  const archiveEntry = path.relative(dataDir, archive).split(path.sep)[0];
  const inside = !path.relative(dataDir, archive).startsWith('..');
  return fs
    .readdirSync(dataDir)
    .filter((name) => !DATABASE_ENTRIES.has(name) && !ARCHIVE_OWN_ENTRIES.has(name))
    .filter((name) => !(inside && name === archiveEntry))
    .sort();
}

type Dumped = Pick<Manifest, 'schema' | 'counts'> & { kind: 'pglite' | 'postgres'; file: string };

function requirePglite(dataDir: string) {
  const databaseDir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no PGlite database in ${databaseDir}. Set DATA_DIR to the server's data directory ` +
        '(or DATABASE_URL for PostgreSQL).',
    );
  }
}

async function dumpPglite(dataDir: string, staging: string): Promise<Dumped> {
  const databaseDir = path.join(dataDir, 'pglite');
  const client = await openPglite(databaseDir);
  try {
    const facts = await readFacts(pgliteQuery(client));
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(path.join(staging, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', file: PGLITE_DUMP_FILE, ...facts };
  } finally {
    await client.close();
  }
}

/**
 * pg_dump in its custom format (-Fc), from the snapshot the counts were read in, so the manifest
 * describes exactly what was dumped while the server keeps serving.
 */
async function dumpPostgres(databaseUrl: string, staging: string): Promise<Dumped> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot reach ${redactUrl(databaseUrl)}: ${(error as Error).message}`);
  }
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const facts = await readFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    const target = path.join(staging, POSTGRES_DUMP_FILE);
    const { url, env } = postgresConnection(databaseUrl);
    await run(
      'pg_dump',
      ['-Fc', '--no-owner', `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${url}`],
      env,
    );
    await client.query('commit');
    return { kind: 'postgres', file: POSTGRES_DUMP_FILE, ...facts };
  } finally {
    await client.end();
  }
}

/** `npm run backup [-- <file or directory>]` */
async function main() {
  const { positional } = parseArgs(process.argv.slice(2), []);
  if (positional.length > 1)
    throw new BackupError('Name at most one file or directory to write the backup to.');
  const config = loadConfig();
  const { file, manifest } = await createBackup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    mediaStorage: config.storage.kind,
    output: positional[0] === undefined ? undefined : typedPath(positional[0]),
  });
  process.stdout.write(
    `Backup written to ${file}: ${manifest.counts.users} users, ${manifest.counts.portfolioItems} portfolio items, ` +
      `${manifest.counts.subscriptions} subscriptions; ${manifest.files.length} data entries (${manifest.files.join(', ') || 'none'}).\n`,
  );
  if (manifest.mediaStorage === 's3')
    process.stdout.write(
      'Media are in the S3 bucket, not in this archive: sync the bucket as well (README, Backups).\n',
    );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
