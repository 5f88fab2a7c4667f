import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZAdminReason } from './member-actions';

/**
 * Refunds a member's successful payment in full through the provider (admins); audited. The payment
 * reads `refunded` once the provider confirms. 409 PAYMENT_NOT_REFUNDABLE otherwise; 503 when the
 * provider cannot be reached.
 */
export const method = 'POST';
export const path = '/v1/admin/payments/:reference/refund';

export const ZPaymentReferenceParams = z.object({ reference: z.string().min(1).max(200) });

export const ZRefundPaymentBody = z.object({ reason: ZAdminReason });
export type RefundPaymentBody = z.input<typeof ZRefundPaymentBody>;

export const ZRefundPaymentResponse = successEnvelope(
  z.object({ reference: z.string(), refund: z.enum(['pending', 'processed']) }),
);
export type RefundPaymentResponse = z.infer<typeof ZRefundPaymentResponse>;
