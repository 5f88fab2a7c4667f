import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  emailedNotificationKinds,
  type EmailedNotificationKind,
} from '@creators-archive/contract/notifications/notification-preferences';
import { loadSecretKey } from '../../credentials/secret-keys';

/** What an unsubscribe link turns off: one kind (an e-mail about it), or every kind (a digest). */
export type UnsubscribeScope = EmailedNotificationKind | 'all';

/**
 * The signed tokens of notification e-mails' unsubscribe links: `<member id>.<scope>.<HMAC-SHA256>`,
 * base64url. They do not expire: an old e-mail's link must still work (RFC 8058), and all it can
 * do is turn e-mails off. Checked in constant time.
 */
export type UnsubscribeLinks = {
  sign(userId: string, scope: UnsubscribeScope): string;
  /** The member and scope of a genuine token, else undefined. */
  verify(token: string): { userId: string; scope: UnsubscribeScope } | undefined;
};

const scopes: readonly string[] = [...emailedNotificationKinds, 'all'];

/**
 * The key: derived from MFA_ENCRYPTION_KEY when that is set, so every process holding it agrees;
 * else DATA_DIR/keys/unsubscribe-links.key, made on first use.
 */
export function loadUnsubscribeKey(options: { mfaKeyBase64: string | undefined; dataDir: string }): Buffer {
  if (options.mfaKeyBase64) {
    return Buffer.from(
      hkdfSync(
        'sha256',
        Buffer.from(options.mfaKeyBase64, 'base64'),
        '',
        'notification-unsubscribe-links',
        32,
      ),
    );
  }
  return loadSecretKey({ configured: undefined, dataDir: options.dataDir, file: 'unsubscribe-links.key' });
}

export function createUnsubscribeLinks(key: Buffer): UnsubscribeLinks {
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(userId, scope) {
      const payload = `${userId}.${scope}`;
      return `${payload}.${signature(payload).toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [userId, scope, sent] = parts as [string, string, string];
      const expected = signature(`${userId}.${scope}`);
      const given = Buffer.from(sent, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (!scopes.includes(scope)) return undefined;
      return { userId, scope: scope as UnsubscribeScope };
    },
  };
}
