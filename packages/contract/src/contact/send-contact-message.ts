import { z } from 'zod';
import { ZEmail } from '../entities/user';
import { successEnvelope } from '../envelope';
import { ZTextBlock, ZTextLine } from '../entities/text';

export const method = 'POST';
export const path = '/v1/contact';

export const ZSendContactMessageRequest = z.object({
  name: ZTextLine.trim().min(1, 'Tell us your name').max(120, 'Use at most 120 characters'),
  email: ZEmail,
  subject: ZTextLine.trim().min(1, 'Add a subject').max(150, 'Use at most 150 characters'),
  message: ZTextBlock.trim()
    .min(10, 'Write at least 10 characters')
    .max(5000, 'Use at most 5,000 characters'),
  /** Left empty by people; the form hides it, bots fill it in. */
  website: ZTextLine.max(500).optional(),
});
export type SendContactMessageRequest = z.input<typeof ZSendContactMessageRequest>;

export const ZSendContactMessageResponse = successEnvelope(z.object({ received: z.literal(true) }));
export type SendContactMessageResponse = z.infer<typeof ZSendContactMessageResponse>;
