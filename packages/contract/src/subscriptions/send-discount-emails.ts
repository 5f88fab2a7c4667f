import { z } from 'zod';
import { ZTextBlock, ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';

/**
 * E-mails a discount code to a list of addresses (admins; audited). The addresses are checked and
 * de-duplicated (whatever their case); invalid ones are listed and not sent to. One message per
 * recipient goes through the jobs table. The same code with the same subject and message is the
 * same campaign: sending it again e-mails only addresses it has not been sent to. With `dryRun`
 * nothing is sent and the answer says what would be. Unknown or deactivated code: 404
 * DISCOUNT_CODE_NOT_FOUND.
 */
export const method = 'POST';
export const path = '/v1/subscriptions/discount/send-email';

export const CAMPAIGN_MAX_RECIPIENTS = 5000;

export const ZSendDiscountEmailsRequest = z.object({
  /** As pasted or read from a file, one address per entry. */
  emails: z
    .array(ZTextLine.max(320))
    .min(1, 'validation.addressRequired')
    .max(CAMPAIGN_MAX_RECIPIENTS, 'validation.atMost5000Addresses'),
  code: ZTextLine.trim().min(1, 'validation.discountCodeRequired').max(40),
  subject: ZTextLine.trim().max(150).optional(),
  message: ZTextBlock.trim().max(2000).optional(),
  dryRun: z.boolean().optional(),
});
export type SendDiscountEmailsRequest = z.input<typeof ZSendDiscountEmailsRequest>;

export const ZSendDiscountEmailsResult = z.object({
  /** Null on a dry run. */
  campaignId: z.uuid().nullable(),
  /** Messages queued now (or that would be, on a dry run). */
  queued: z.number().int(),
  /** Entries that are not e-mail addresses, as given. */
  invalid: z.array(z.string()),
  /** Entries repeating an address already in the list. */
  duplicates: z.number().int(),
  /** Addresses this campaign was sent to before, not e-mailed again. */
  alreadySent: z.number().int(),
});
export type SendDiscountEmailsResult = z.infer<typeof ZSendDiscountEmailsResult>;

export const ZSendDiscountEmailsResponse = successEnvelope(ZSendDiscountEmailsResult);
export type SendDiscountEmailsResponse = z.infer<typeof ZSendDiscountEmailsResponse>;
