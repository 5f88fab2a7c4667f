import { createHmac, timingSafeEqual } from 'node:crypto';

/** How soon after the form was given out a message may be sent: faster than a person types. */
export const MINIMUM_FILL_SECONDS = 3;

/** How long a form stays good: a visitor who left the page open a day long asks for a new one. */
const FORM_LIFETIME_MS = 24 * 60 * 60_000;

/** What a sent form token says of the form it came with. */
export type FormCheck = 'fresh' | 'tooFast' | 'invalid';

/**
 * Signed inquiry forms: `<designer id>.<given out at, ms>.<HMAC-SHA256>`, base64url. The time is
 * the server's, signed, so a bot cannot claim it waited the minimum fill time: it must fetch a form
 * and wait. A form is for one designer only.
 */
export type InquiryForms = {
  issue(designerId: string, now: Date): string;
  check(token: string, designerId: string, now: Date): FormCheck;
};

export function createInquiryForms(key: Buffer): InquiryForms {
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    issue(designerId, now) {
      const payload = `${designerId}.${now.getTime()}`;
      return `${payload}.${signature(payload).toString('base64url')}`;
    },
    check(token, designerId, now) {
      const parts = token.split('.');
      if (parts.length !== 3) return 'invalid';
      const [forDesigner, issuedAt, sent] = parts as [string, string, string];
      const expected = signature(`${forDesigner}.${issuedAt}`);
      const given = Buffer.from(sent, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      if (forDesigner !== designerId || !/^\d{1,15}$/.test(issuedAt)) return 'invalid';
      const age = now.getTime() - Number(issuedAt);
      if (age > FORM_LIFETIME_MS) return 'invalid';
      return age < MINIMUM_FILL_SECONDS * 1000 ? 'tooFast' : 'fresh';
    },
  };
}
