import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZAdminReason } from './member-actions';

/**
 * Refunds a member's successful payment, or one held for review, through the provider (admins);
 * audited. `amount` (minor units) refunds part of it, all that is left without it. `membership`
 * says what happens to the membership the payment bought once the provider confirms the refund:
 * `end_now` takes back the time it bought from now and stops renewals (the default for all that is
 * left), `end_at_period_end` stops renewals, `keep` changes nothing (the default for a part). A
 * payment held for review bought nothing, and its refund takes nothing. The payment reads
 * `refunded` once the whole amount is back: at once in the sandbox (`processed`), by Paystack's
 * webhook later (`pending`). 409 PAYMENT_NOT_REFUNDABLE otherwise (a card check refunds itself),
 * REFUND_PENDING while one is with the provider, PAYMENT_REFUNDED once refunded; 400 for more than
 * is left; 404 PAYMENT_NOT_FOUND; 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot be
 * reached, with nothing changed.
 */
export const method = 'POST';
export const path = '/v1/admin/payments/:reference/refund';

export const ZPaymentReferenceParams = z.object({ reference: ZTextLine.min(1).max(200) });

export const ZRefundMembership = z.enum(['end_now', 'end_at_period_end', 'keep']);
export type RefundMembership = z.infer<typeof ZRefundMembership>;

export const ZRefundPaymentBody = z.object({
  reason: ZAdminReason,
  membership: ZRefundMembership.optional(),
  amount: z.number().int().positive().optional(),
});
export type RefundPaymentBody = z.input<typeof ZRefundPaymentBody>;

export const ZRefundPaymentResponse = successEnvelope(
  z.object({ reference: z.string(), refund: z.enum(['pending', 'processed']) }),
);
export type RefundPaymentResponse = z.infer<typeof ZRefundPaymentResponse>;
