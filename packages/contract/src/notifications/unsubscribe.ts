import { z } from 'zod';
import { successEnvelope } from '../envelope';

/**
 * One-click unsubscribe (RFC 8058), without signing in: the signed token of a notification
 * e-mail's List-Unsubscribe link names the member and what that e-mail was about (one kind, or
 * `all` for a digest); a POST sets that to 'never'. A GET of the same address only shows a page
 * with the button, because mail scanners fetch links.
 */
export const method = 'POST';
export const path = '/v1/notifications/unsubscribe';

export const ZUnsubscribeQuery = z.object({ token: z.string().min(1).max(300) });

export const ZUnsubscribeResponse = successEnvelope(z.object({ unsubscribed: z.literal(true) }));
