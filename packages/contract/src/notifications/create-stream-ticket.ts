import { z } from 'zod';
import { successEnvelope } from '../envelope';

/**
 * A ticket that opens the signed-in member's notification stream once. A browser's EventSource
 * cannot send the access token in a header, and a token in an address ends up in logs; the ticket
 * stands in for it in the stream's address, works once, and only for `expiresIn` seconds.
 */
export const method = 'POST';
export const path = '/v1/notifications/stream-ticket';

/** How long a ticket stays usable: enough to open the stream right after asking for it. */
export const STREAM_TICKET_SECONDS = 30;

export const ZCreateStreamTicketResponse = successEnvelope(
  z.object({ ticket: z.string(), expiresIn: z.number().int().positive() }),
);
export type CreateStreamTicketResponse = z.infer<typeof ZCreateStreamTicketResponse>;
