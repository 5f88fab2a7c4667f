import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadSecretKey } from '../../credentials/secret-keys';

/** Encrypts small secrets at rest (TOTP seeds) with AES-256-GCM. */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

const VERSION = 'v1';

/**
 * The key from configuration (32 bytes, base64: MFA_ENCRYPTION_KEY, or DEVICE_TOKEN_KEY for
 * device tokens), else DATA_DIR/keys/mfa-aes256.key, made on first use.
 */
export function createSecretBox(options: {
  keyBase64: string | undefined;
  dataDir: string | undefined;
}): SecretBox {
  const key = loadSecretKey({
    configured: options.keyBase64,
    dataDir: options.dataDir,
    file: 'mfa-aes256.key',
  });
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
