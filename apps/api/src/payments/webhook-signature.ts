import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA512 of the exact request bytes with the secret key, in hex: Paystack's `x-paystack-signature`. */
export function webhookSignature(rawBody: Buffer, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/**
 * Compares in constant time, so the answer's timing tells an attacker nothing about how much of a
 * forged signature was right. A missing or malformed header is simply false.
 */
export function isValidWebhookSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
