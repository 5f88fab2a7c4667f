import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Encrypts small secrets at rest (TOTP seeds) with AES-256-GCM. */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

const VERSION = 'v1';

/** The key from MFA_ENCRYPTION_KEY (32 bytes, base64), else DATA_DIR/keys/mfa-aes256.key, made on first use. */
export function createSecretBox(options: {
  keyBase64: string | undefined;
  dataDir: string | undefined;
}): SecretBox {
  const key = loadKey(options.keyBase64, options.dataDir);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), encrypted]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, encrypted] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !encrypted) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

function loadKey(keyBase64: string | undefined, dataDir: string | undefined): Buffer {
  if (keyBase64) return Buffer.from(keyBase64, 'base64');
  const keyFile = dataDir ? path.join(dataDir, 'keys', 'mfa-aes256.key') : undefined;
  if (keyFile && fs.existsSync(keyFile))
    return Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  if (keyFile) {
    fs.mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
    fs.writeFileSync(keyFile, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return key;
}
