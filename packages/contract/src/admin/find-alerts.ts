import { z } from 'zod';
import { successEnvelope } from '../envelope';

/**
 * What admins must look at about money (admins): the alerts of the last 30 days, newest first, and
 * the disputes still open, soonest due first. Each alert was e-mailed to every admin too.
 */
export const method = 'GET';
export const path = '/v1/admin/alerts';

export const ZAdminAlertKind = z.enum([
  'refund_failed',
  'card_check_refund_failed',
  'payment_needs_review',
  'dispute_opened',
  'dispute_reminded',
]);
export type AdminAlertKind = z.infer<typeof ZAdminAlertKind>;

export const ZAdminAlert = z.object({
  id: z.uuid(),
  kind: ZAdminAlertKind,
  paymentReference: z.string().nullable(),
  /** The member concerned, for a link to their admin page. */
  memberId: z.uuid().nullable(),
  /** Minor units, in `currency`, when the alert is about an amount. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** A dispute's answer is due by then. */
  dueAt: z.string().nullable(),
  /** The provider's words, when it gave any. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAlert = z.infer<typeof ZAdminAlert>;

/**
 * A payer's dispute (chargeback) of a payment. `status` and `resolution` are the provider's words:
 * resolved `merchant-accepted` (lost: the money goes back to the payer), `declined` (won), or
 * `reversed` (the provider reversed the payment on its own).
 */
export const ZDispute = z.object({
  id: z.uuid(),
  paymentReference: z.string(),
  memberId: z.uuid().nullable(),
  status: z.string(),
  category: z.string().nullable(),
  resolution: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  dueAt: z.string().nullable(),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Dispute = z.infer<typeof ZDispute>;

export const ZFindAlertsResponse = successEnvelope(
  z.object({ alerts: z.array(ZAdminAlert), openDisputes: z.array(ZDispute) }),
);
export type FindAlertsResponse = z.infer<typeof ZFindAlertsResponse>;
