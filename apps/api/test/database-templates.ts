// Vitest's global setup for the integration tests: every test database starts from one migrated once
// for the whole run. PGlite's is a data directory dumped as a tar file: an empty PGlite cluster and
// the migrations take about three seconds on a 2-core machine, a start from the dump half a second.
// PostgreSQL's is a template database, copied by CREATE DATABASE in 0.08 s where creating one and
// migrating it takes 0.4 s. The suite opens hundreds of databases.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, dumped as a tar file. */
    pgliteTemplateFile: string;
    /** The migrated database on TEST_DATABASE_URL's server that test databases copy, if any. */
    postgresTemplateDatabase: string | undefined;
  }
}

export default async function makeDatabaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-pglite-template-'));
  const templateFile = path.join(directory, 'template.tar');
  // In a process of its own: in Vitest's own process PGlite never finishes opening a directory.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'dump-pglite-template.ts'), directory, templateFile],
    { stdio: 'inherit' },
  );
  project.provide('pgliteTemplateFile', templateFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const templateDatabase = serverUrl ? `ca_test_template_${randomBytes(6).toString('hex')}` : undefined;
  if (serverUrl && templateDatabase) {
    await onServer(serverUrl, `create database ${templateDatabase}`);
    const url = new URL(serverUrl);
    url.pathname = `/${templateDatabase}`;
    // Closed before any copy: CREATE DATABASE refuses a template someone is connected to.
    const migrated = await openDatabase({ databaseUrl: url.toString() });
    await migrated.close();
  }
  project.provide('postgresTemplateDatabase', templateDatabase);

  return async () => {
    fs.rmSync(directory, { recursive: true, force: true });
    if (serverUrl && templateDatabase)
      await onServer(serverUrl, `drop database if exists ${templateDatabase}`);
  };
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
