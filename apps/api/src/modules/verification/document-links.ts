import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** How long a signed link to an identity document works. */
export const DOCUMENT_LINK_MINUTES = 5;

/**
 * Signed links to a request's document: `<request id>.<expiry in ms>.<HMAC-SHA256>`, base64url. The
 * signature is the credential, so the link is short-lived and checked in constant time.
 */
export type DocumentLinks = {
  sign(requestId: string, now: Date): { token: string; expiresAt: Date };
  /** The request id of a genuine link that has not expired, else undefined. */
  verify(token: string, now: Date): string | undefined;
};

/**
 * The key: derived from MFA_ENCRYPTION_KEY when set (so every process agrees), else
 * DATA_DIR/keys/document-links.key, made on first use.
 */
export function loadDocumentLinkKey(options: { mfaKeyBase64: string | undefined; dataDir: string }): Buffer {
  if (options.mfaKeyBase64) {
    return Buffer.from(
      hkdfSync('sha256', Buffer.from(options.mfaKeyBase64, 'base64'), '', 'verification-document-links', 32),
    );
  }
  const keyFile = path.join(options.dataDir, 'keys', 'document-links.key');
  if (fs.existsSync(keyFile)) return Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  fs.mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(keyFile, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch {
    // Another process made it first: use theirs.
    return Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'base64');
  }
  return key;
}

export function createDocumentLinks(key: Buffer): DocumentLinks {
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(requestId, now) {
      const expiresAt = new Date(now.getTime() + DOCUMENT_LINK_MINUTES * 60_000);
      const payload = `${requestId}.${expiresAt.getTime()}`;
      return { token: `${payload}.${signature(payload).toString('base64url')}`, expiresAt };
    },
    verify(token, now) {
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [requestId, expiry, sent] = parts as [string, string, string];
      const expected = signature(`${requestId}.${expiry}`);
      const given = Buffer.from(sent, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (!/^\d{1,15}$/.test(expiry) || Number(expiry) <= now.getTime()) return undefined;
      return requestId;
    },
  };
}
