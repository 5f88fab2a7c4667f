import { z } from 'zod';
import { ZPortfolioItem } from '../entities/portfolio-item';
import { ZSubscriptionStatus } from '../entities/user';
import { successEnvelope } from '../envelope';
import { ZQueuedVerificationRequest } from './find-verification-requests';
import { ZVerificationRequest } from '../verification/verification-request';

/**
 * One request for review (admins): the member, their portfolio, their earlier requests, and the
 * identity document through a signed link good for a few minutes.
 */
export const method = 'GET';
export const path = '/v1/admin/verification-requests/:id';

export const ZAdminVerificationParams = z.object({ id: z.uuid({ error: 'validation.notARequestId' }) });

export const ZVerificationReview = z.object({
  request: ZQueuedVerificationRequest,
  member: z.object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    verified: z.boolean(),
    subscriptionStatus: ZSubscriptionStatus.nullable(),
    createdAt: z.string(),
  }),
  portfolio: z.array(ZPortfolioItem),
  history: z.array(ZVerificationRequest),
  /** A signed address of the document, good for `documentLinkExpiresAt`; null without one. */
  documentUrl: z.string().nullable(),
  documentLinkExpiresAt: z.string().nullable(),
});
export type VerificationReview = z.infer<typeof ZVerificationReview>;

export const ZGetVerificationRequestResponse = successEnvelope(ZVerificationReview);
export type GetVerificationRequestResponse = z.infer<typeof ZGetVerificationRequestResponse>;
