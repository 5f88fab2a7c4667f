import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { loadSecretKey } from '../../credentials/secret-keys';

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
 * The key: DOCUMENT_LINK_KEY when set; else derived from MFA_ENCRYPTION_KEY when that is set (as
 * before DOCUMENT_LINK_KEY existed); else DATA_DIR/keys/document-links.key, made on first use.
 * Every process that serves these links must hold the same one (docs/deploy.md).
 */
export function loadDocumentLinkKey(options: {
  configured: string | undefined;
  mfaKeyBase64: string | undefined;
  dataDir: string;
}): Buffer {
  if (!options.configured && options.mfaKeyBase64) {
    return Buffer.from(
      hkdfSync('sha256', Buffer.from(options.mfaKeyBase64, 'base64'), '', 'verification-document-links', 32),
    );
  }
  return loadSecretKey({
    configured: options.configured,
    dataDir: options.dataDir,
    file: 'document-links.key',
  });
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
