import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZAdminReason } from './member-actions';

/**
 * Refunds a member's successful payment in full through the provider (admins); audited. The payment
 * reads `refunded` once the provider confirms: at once in the sandbox (`processed`), by Paystack's
 * webhook later (`pending`). 409 PAYMENT_NOT_REFUNDABLE otherwise (a card check refunds itself);
 * 404 PAYMENT_NOT_FOUND; 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot be reached, with
 * nothing changed.
 */
export const method = 'POST';
export const path = '/v1/admin/payments/:reference/refund';

export const ZPaymentReferenceParams = z.object({ reference: ZTextLine.min(1).max(200) });

export const ZRefundPaymentBody = z.object({ reason: ZAdminReason });
export type RefundPaymentBody = z.input<typeof ZRefundPaymentBody>;

export const ZRefundPaymentResponse = successEnvelope(
  z.object({ reference: z.string(), refund: z.enum(['pending', 'processed']) }),
);
export type RefundPaymentResponse = z.infer<typeof ZRefundPaymentResponse>;
