import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'GET';
export const path = '/v1/dev/outbox';

export const ZOutboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Every link in the message, in order. */
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Newest first; only outside production, where mail goes to the outbox. */
export const ZFindOutboxResponse = successEnvelope(z.object({ items: z.array(ZOutboxMessage) }));
export type FindOutboxResponse = z.infer<typeof ZFindOutboxResponse>;
