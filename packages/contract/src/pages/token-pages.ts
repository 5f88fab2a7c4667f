import { localeCodes } from '@creators-archive/i18n';

/**
 * The web app's pages whose address carries a secret: a link token (resetting a password,
 * confirming an e-mail address) or a payment's reference (the pages the payment provider sends a
 * payer back to). In every language (`/fr/reset-password` too), the server sends them with
 * `Referrer-Policy: no-referrer` and `Cache-Control: no-store`, and the service worker never keeps
 * them. No Zod here: the service worker imports it.
 */
export const tokenPagePaths = [
  '/reset-password',
  '/confirm-email',
  '/join/payment/callback',
  '/account/billing/payment/callback',
  // The old address of the join callback, still in payment providers' hands; it keeps its query.
  '/waitlist/payment/callback',
] as const;

/**
 * A token page's path in any language, and anything below it; letters in any case, as the router
 * matches them.
 */
const tokenPage = new RegExp(
  `^(?:/(?:${localeCodes.join('|')}))?(?:${tokenPagePaths.join('|')})(?:/|$)`,
  'i',
);

/** Whether the address (a path, with or without its query) is a token page in any language. */
export function isTokenPage(address: string): boolean {
  const queryAt = address.search(/[?#]/);
  return tokenPage.test(queryAt === -1 ? address : address.slice(0, queryAt));
}
