// `dump-pglite-template.ts <directory> <file>`: migrates a PGlite database in `directory` and writes
// its data directory, dumped as a tar file, to `file` (what `openDatabase`'s `pgliteTemplate` takes).
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { openPglite } from '../src/scripts/backup-archive';

const [directory, file] = process.argv.slice(2);
if (!directory || !file) throw new Error('usage: dump-pglite-template.ts <directory> <file>');
const migrated = await openDatabase({ dataDir: directory });
await migrated.close();
const pglite = await openPglite(path.join(directory, 'pglite'));
const tarball = await pglite.dumpDataDir('none');
await pglite.close();
fs.writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
