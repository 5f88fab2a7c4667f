import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret key of 32 bytes: from configuration (base64, checked by `loadConfig`) when it is set,
 * so that every process holding the same value agrees; else `DATA_DIR/keys/<file>`, made on first
 * use (readable by its owner only), which only processes sharing that directory share. When two
 * processes make the file at once, the first one written is the one both use. Without a data
 * directory the key lives as long as the process.
 */
export function loadSecretKey(options: {
  configured: string | undefined;
  dataDir: string | undefined;
  file: string;
}): Buffer {
  if (options.configured) return Buffer.from(options.configured, 'base64');
  if (!options.dataDir) return randomBytes(32);
  const keyFile = path.join(options.dataDir, 'keys', options.file);
  const read = () => Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'base64');
  if (fs.existsSync(keyFile)) return read();
  const key = randomBytes(32);
  fs.mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(keyFile, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  }
  return key;
}
