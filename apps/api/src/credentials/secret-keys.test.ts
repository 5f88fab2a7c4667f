import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey } from './secret-keys';

describe(loadSecretKey.name, () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ca-keys-'));

  it('takes the configured key, and writes nothing to the data directory', () => {
    const configured = randomBytes(32);
    const directory = dataDir();
    const key = loadSecretKey({
      configured: configured.toString('base64'),
      dataDir: directory,
      file: 'a.key',
    });
    expect(key.equals(configured)).toBe(true);
    expect(fs.existsSync(path.join(directory, 'keys'))).toBe(false);
  });

  it('without one, makes a key in DATA_DIR/keys readable by its owner only, and keeps it', () => {
    const directory = dataDir();
    const made = loadSecretKey({ configured: undefined, dataDir: directory, file: 'a.key' });
    expect(made).toHaveLength(32);
    const file = path.join(directory, 'keys', 'a.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ configured: undefined, dataDir: directory, file: 'a.key' }).equals(made)).toBe(
      true,
    );
    // Another data directory, another key: such processes do not agree.
    expect(loadSecretKey({ configured: undefined, dataDir: dataDir(), file: 'a.key' }).equals(made)).toBe(
      false,
    );
  });
});
