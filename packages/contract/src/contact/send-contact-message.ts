import { z } from 'zod';
import { ZEmail } from '../entities/user';
import { successEnvelope } from '../envelope';
import { ZTextBlock, ZTextLine } from '../entities/text';

export const method = 'POST';
export const path = '/v1/contact';

export const ZSendContactMessageRequest = z.object({
  name: ZTextLine.trim().min(1, 'validation.nameRequired').max(120, 'validation.atMost120Characters'),
  email: ZEmail,
  subject: ZTextLine.trim().min(1, 'validation.subjectRequired').max(150, 'validation.atMost150Characters'),
  message: ZTextBlock.trim()
    .min(10, 'validation.writeAtLeast10Characters')
    .max(5000, 'validation.atMost5000Characters'),
  /** Left empty by people; the form hides it, bots fill it in. */
  website: ZTextLine.max(500).optional(),
});
export type SendContactMessageRequest = z.input<typeof ZSendContactMessageRequest>;

export const ZSendContactMessageResponse = successEnvelope(z.object({ received: z.literal(true) }));
export type SendContactMessageResponse = z.infer<typeof ZSendContactMessageResponse>;
