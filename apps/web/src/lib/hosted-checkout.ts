/**
 * Sends the browser to the payment provider's hosted checkout. Only a web address is followed: the
 * contract types `authorizationUrl` as any string.
 */
export function goToHostedCheckout(authorizationUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(authorizationUrl, window.location.origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  window.location.assign(url.href);
  return true;
}
