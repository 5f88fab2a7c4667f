import net from 'node:net';
import { z } from 'zod';

/*
 * Settings that name client addresses: which proxies may name the client, and which senders a
 * webhook is taken from. Both are checked as the addresses and ranges proxy-addr matches.
 */

/** Names proxy-addr knows for whole private ranges. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For: none (the socket's address is the
 * client), the nearest N hops, or proxies at these addresses. `true` is refused: trusting every
 * sender lets anyone choose the address that rate limits count.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma-separated list of proxy addresses or CIDR ranges (not ${wrong.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The client addresses (or CIDR ranges) a webhook is taken from, comma-separated; unset, a
 * webhook from anywhere is believed by its signature alone.
 */
export const ZWebhookSenders = z
  .string()
  .trim()
  .transform((value, context): string[] | undefined => {
    if (value === '') return undefined;
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => namedProxyRanges.has(entry) || !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of addresses or CIDR ranges (not ${wrong.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });
