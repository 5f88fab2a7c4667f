// The process that creates and migrates a new PGlite database, then ends (createPglite in
// client.ts starts it): what creating the database took is given back to the system with it.
// Its one argument is the database's directory; a failure is written to stderr, exit code 1.
import { createAndMigratePglite } from './client';

const databaseDir = process.argv[2];
if (!databaseDir) throw new Error('create-pglite needs the database directory');

try {
  await createAndMigratePglite(databaseDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
