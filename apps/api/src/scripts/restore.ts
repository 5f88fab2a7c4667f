import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_FILE,
  knownMigrations,
  lockDataDir,
  openPglite,
  parseArgs,
  pgliteQuery,
  postgresConnection,
  readFacts,
  redactUrl,
  run,
  sha256,
  typedPath,
  type Manifest,
} from './backup-archive';

export type RestoreOptions = {
  archive: string;
  /** The DATA_DIR to restore into; the server then starts on it. */
  dataDir: string;
  /** For an archive of a PostgreSQL deployment: the database to restore into. */
  databaseUrl?: string | undefined;
  /** Replace what the target DATA_DIR (and database) already hold. */
  force?: boolean;
};

/**
 * Restores an archive of `npm run backup` into a DATA_DIR (and, for a PostgreSQL deployment, into
 * DATABASE_URL): checks the manifest and the dump's checksum, loads the database, checks its
 * schema level and counts against the manifest, and puts media, keys and private files in place.
 * The server can start on the directory as soon as it returns.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const archive = path.resolve(options.archive);
  const dataDir = path.resolve(options.dataDir);
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile())
    throw new BackupError(`There is no backup archive at ${archive}.`);
  const existing = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (existing.length > 0 && !options.force) {
    throw new BackupError(
      `${dataDir} is not empty (${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', …' : ''}). ` +
        'Restore into an empty or new directory, or add --force to replace what it holds.',
    );
  }

  const release = lockDataDir(dataDir, 'npm run restore');
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    await run('tar', ['-xzf', archive, '-C', staging]);
    const manifest = await checkArchive(staging, options);
    if (manifest.database.kind === 'postgres') await checkPostgresTarget(options.databaseUrl!, options.force);

    // Everything is checked; only now is anything replaced.
    for (const name of fs.readdirSync(dataDir)) {
      if (name === 'pglite.lock' || path.join(dataDir, name) === staging) continue;
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    const databaseFile = path.join(staging, manifest.database.file);
    if (manifest.database.kind === 'pglite') await loadPglite(databaseFile, dataDir, manifest);
    else await loadPostgres(databaseFile, options.databaseUrl!, manifest, options.force);
    for (const name of manifest.files) fs.renameSync(path.join(staging, name), path.join(dataDir, name));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

async function checkArchive(staging: string, options: RestoreOptions): Promise<Manifest> {
  const manifestFile = path.join(staging, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile))
    throw new BackupError(`${options.archive} is not a backup: it has no manifest.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`${options.archive} is not a backup of this product.`);
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The archive is in backup format ${manifest.formatVersion}; this version reads format ${BACKUP_FORMAT_VERSION}. ` +
        'Restore it with the version of the product that made it.',
    );
  }
  const known = knownMigrations().length;
  if (manifest.schema.migrations > known) {
    throw new BackupError(
      `The archive's database has ${manifest.schema.migrations} migrations applied; this version knows ${known}. ` +
        'Update the product first, then restore.',
    );
  }
  const databaseFile = path.join(staging, manifest.database.file);
  if (!fs.existsSync(databaseFile) || (await sha256(databaseFile)) !== manifest.database.sha256)
    throw new BackupError(
      `The database dump in ${options.archive} is missing or damaged (its checksum differs).`,
    );
  const missing = manifest.files.filter((name) => !fs.existsSync(path.join(staging, name)));
  if (missing.length > 0)
    throw new BackupError(`${options.archive} lacks ${missing.join(', ')} named in its manifest.`);

  if (manifest.database.kind === 'pglite' && options.databaseUrl) {
    throw new BackupError(
      'The archive holds a PGlite database, restored into DATA_DIR; unset DATABASE_URL to restore it. ' +
        '(Moving the data to PostgreSQL is not what restore does.)',
    );
  }
  if (manifest.database.kind === 'postgres' && !options.databaseUrl)
    throw new BackupError(
      'The archive holds a PostgreSQL dump: set DATABASE_URL to the database to restore it into.',
    );
  return manifest;
}

function checkFacts(facts: Awaited<ReturnType<typeof readFacts>>, manifest: Manifest) {
  const expected = JSON.stringify({ schema: manifest.schema, counts: manifest.counts });
  const found = JSON.stringify(facts);
  if (found !== expected)
    throw new BackupError(
      `The restored database does not match the manifest: expected ${expected}, found ${found}.`,
    );
}

async function loadPglite(dumpFile: string, dataDir: string, manifest: Manifest) {
  const databaseDir = path.join(dataDir, 'pglite');
  try {
    const client = await openPglite(databaseDir, await fs.openAsBlob(dumpFile));
    try {
      checkFacts(await readFacts(pgliteQuery(client)), manifest);
    } finally {
      await client.close();
    }
  } catch (error) {
    fs.rmSync(databaseDir, { recursive: true, force: true });
    throw error;
  }
}

async function withPostgres<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot reach ${redactUrl(databaseUrl)}: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function checkPostgresTarget(databaseUrl: string, force: boolean | undefined) {
  const tables = await withPostgres(databaseUrl, async (client) => {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]!.n;
  });
  if (tables > 0 && !force) {
    throw new BackupError(
      `${redactUrl(databaseUrl)} already has tables. Restore into a new database (createdb), ` +
        'or add --force to replace its contents.',
    );
  }
}

async function loadPostgres(
  dumpFile: string,
  databaseUrl: string,
  manifest: Manifest,
  force: boolean | undefined,
) {
  const { url, env } = postgresConnection(databaseUrl);
  const replace = force ? ['--clean', '--if-exists'] : [];
  await run('pg_restore', ['--no-owner', '--exit-on-error', ...replace, `--dbname=${url}`, dumpFile], env);
  await withPostgres(databaseUrl, async (client) =>
    checkFacts(
      await readFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows),
      manifest,
    ),
  );
}

/** `npm run restore -- <archive> [--data-dir <dir>] [--force]` */
async function main() {
  const { flags, positional } = parseArgs(process.argv.slice(2), ['--data-dir']);
  const unknown = [...flags.keys()].filter((flag) => flag !== '--data-dir' && flag !== '--force');
  if (positional.length !== 1 || unknown.length > 0) {
    throw new BackupError(
      'Usage: npm run restore -- <archive.tar.gz> [--data-dir <dir>] [--force] ' +
        '(the target is DATA_DIR unless --data-dir names one; DATABASE_URL for a PostgreSQL archive).',
    );
  }
  const config = loadConfig();
  const dataDirFlag = flags.get('--data-dir');
  const dataDir = typeof dataDirFlag === 'string' ? typedPath(dataDirFlag) : config.dataDir;
  const manifest = await restoreBackup({
    archive: typedPath(positional[0]!),
    dataDir,
    databaseUrl: config.databaseUrl,
    force: flags.has('--force'),
  });
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${dataDir}` +
      (manifest.database.kind === 'postgres' ? ` and ${redactUrl(config.databaseUrl!)}` : '') +
      `: ${manifest.counts.users} users, ${manifest.counts.portfolioItems} portfolio items, ` +
      `${manifest.counts.subscriptions} subscriptions. Start the server on it.\n`,
  );
  if (manifest.mediaStorage === 's3')
    process.stdout.write(
      'Media were in an S3 bucket: restore the bucket from its own copy (README, Backups).\n',
    );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
