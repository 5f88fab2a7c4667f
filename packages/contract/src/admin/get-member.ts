import { z } from 'zod';
import { ZInvoice, ZMySubscription, ZTransaction } from '../entities/subscription';
import { ZDispute } from './find-alerts';
import { ZUser } from '../entities/user';
import { successEnvelope } from '../envelope';
import { ZBooking } from '../studios/booking';
import { ZVerificationRequest } from '../verification/verification-request';

/** One member as an admin sees them: profile, membership, money, verification and bookings. */
export const method = 'GET';
export const path = '/v1/admin/members/:id';

export const ZAdminMemberParams = z.object({ id: z.uuid({ error: 'validation.notAMemberId' }) });

/**
 * A payment with whether an admin may refund it (a successful charge, or one held for review, not
 * yet refunded in full and with no refund waiting for the provider), whether a refund of it waits
 * for the provider, and how much was given back so far (minor units).
 */
export const ZAdminTransaction = ZTransaction.extend({
  refundable: z.boolean(),
  refundPending: z.boolean(),
  refundedAmount: z.number().int(),
});
export type AdminTransaction = z.infer<typeof ZAdminTransaction>;

export const ZAdminMember = z.object({
  profile: ZUser.extend({
    suspendedAt: z.string().nullable(),
    /** Whether this member has enrolled a second factor. */
    mfaEnrolled: z.boolean(),
    portfolioItems: z.number().int(),
  }),
  subscription: ZMySubscription.nullable(),
  transactions: z.array(ZAdminTransaction),
  invoices: z.array(ZInvoice),
  verificationRequests: z.array(ZVerificationRequest),
  bookings: z.array(ZBooking),
  /** The payer's disputes of the member's payments, newest first. */
  disputes: z.array(ZDispute),
});
export type AdminMember = z.infer<typeof ZAdminMember>;

export const ZGetMemberResponse = successEnvelope(ZAdminMember);
export type GetMemberResponse = z.infer<typeof ZGetMemberResponse>;
