import { z } from 'zod';
import { ZEmail } from '../entities/user';
import { ZTextBlock, ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZOpenToKind } from './inquiry';
import { sendInquiryPath } from './inquiry-paths';

export const method = 'POST';
export const path = sendInquiryPath;

export const ZSendInquiryParams = z.object({ id: z.uuid({ error: 'validation.notAUserId' }) });

export const ZSendInquiryRequest = z
  .object({
    name: ZTextLine.trim().min(1, 'validation.nameRequired').max(120, 'validation.atMost120Characters'),
    email: ZEmail,
    kind: ZOpenToKind,
    budget: ZTextLine.trim()
      .max(120, 'validation.atMost120Characters')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    message: ZTextBlock.trim()
      .min(10, 'validation.writeAtLeast10Characters')
      .max(5000, 'validation.atMost5000Characters'),
    /** The project page the visitor wrote from, if any. */
    itemId: z.uuid({ error: 'validation.notAPortfolioItemId' }).optional(),
    /** Left empty by people; the form hides it, bots fill it in. */
    website: ZTextLine.max(500).optional(),
    /** `formToken` of GET /v1/users/{id}/inquiry-form, given when the form was shown. */
    formToken: ZTextLine.min(1, 'validation.inquiryFormExpired').max(200, 'validation.inquiryFormExpired'),
  })
  .strict();
export type SendInquiryRequest = z.input<typeof ZSendInquiryRequest>;
export type SendInquiryFields = z.output<typeof ZSendInquiryRequest>;

/** The same answer whatever became of the message, so a bot or a blocked sender learns nothing. */
export const ZSendInquiryResponse = successEnvelope(z.object({ received: z.literal(true) }));
export type SendInquiryResponse = z.infer<typeof ZSendInquiryResponse>;
