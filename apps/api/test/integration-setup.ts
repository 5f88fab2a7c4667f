// Vitest's global setup for the integration projects: what every test file starts from, made once
// for the whole run however many projects ask for it (each project runs its global setup in turn,
// in this one process), with its three parts made side by side:
// - PGlite's template, a migrated data directory dumped as a tar file: an empty PGlite cluster and
//   the migrations take several seconds, a start from the dump about one;
// - PostgreSQL's, a template database when TEST_DATABASE_URL names a server: CREATE DATABASE copies
//   it in 0.08 s where creating one and migrating it takes 0.4 s;
// - the web's server renderer (apps/web/src/entry-server.tsx), for the files that render pages,
//   about 4 s of CPU a build.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, dumped as a tar file. */
    pgliteTemplateFile: string;
    /** The migrated database on TEST_DATABASE_URL's server that test databases copy, if any. */
    postgresTemplateDatabase: string | undefined;
    /** The directory `vite build --ssr` wrote the server renderer to; tests copy it, never change it. */
    serverRendererDir: string;
  }
}

type Prepared = {
  pgliteTemplateFile: string;
  postgresTemplateDatabase: string | undefined;
  serverRendererDir: string;
  remove(): Promise<void>;
};

const runFile = promisify(execFile);
const preparedForTheRun = Symbol.for('creators-archive.integration-setup');

export default async function setUpIntegration(project: TestProject): Promise<() => Promise<void>> {
  const run = globalThis as { [preparedForTheRun]?: Promise<Prepared> };
  run[preparedForTheRun] ??= prepare();
  const prepared = await run[preparedForTheRun];
  project.provide('pgliteTemplateFile', prepared.pgliteTemplateFile);
  project.provide('postgresTemplateDatabase', prepared.postgresTemplateDatabase);
  project.provide('serverRendererDir', prepared.serverRendererDir);
  return prepared.remove;
}

async function prepare(): Promise<Prepared> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-integration-'));
  const [pgliteTemplateFile, postgresTemplateDatabase, serverRendererDir] = await Promise.all([
    dumpPgliteTemplate(directory),
    makePostgresTemplate(),
    buildServerRenderer(directory),
  ]);
  let removed: Promise<void> | undefined;
  const remove = () =>
    (removed ??= (async () => {
      fs.rmSync(directory, { recursive: true, force: true });
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (serverUrl && postgresTemplateDatabase)
        await onServer(serverUrl, `drop database if exists ${postgresTemplateDatabase}`);
    })());
  return { pgliteTemplateFile, postgresTemplateDatabase, serverRendererDir, remove };
}

async function dumpPgliteTemplate(directory: string): Promise<string> {
  const templateFile = path.join(directory, 'template.tar');
  // In a process of its own: in Vitest's own process PGlite never finishes opening a directory.
  await runFile(process.execPath, [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'dump-pglite-template.ts'),
    directory,
    templateFile,
  ]);
  return templateFile;
}

async function makePostgresTemplate(): Promise<string | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const templateDatabase = `ca_test_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${templateDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${templateDatabase}`;
  // Closed before any copy: CREATE DATABASE refuses a template someone is connected to.
  const migrated = await openDatabase({ databaseUrl: url.toString() });
  await migrated.close();
  return templateDatabase;
}

async function buildServerRenderer(directory: string): Promise<string> {
  const outDir = path.join(directory, 'server-renderer');
  await runFile('npx', ['vite', 'build', '--ssr', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: path.resolve(import.meta.dirname, '../../web'),
    // The renderer carries React's production build, which needs the production JSX transform.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return outDir;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
