import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZVerificationIneligibility, ZVerificationRequest } from './verification-request';

/** The member's requests, newest first, and whether they may apply now and, if not, why. */
export const method = 'GET';
export const path = '/v1/verification/me';

export const ZMyVerification = z.object({
  verified: z.boolean(),
  requests: z.array(ZVerificationRequest),
  canApply: z.boolean(),
  /** Null when `canApply`. */
  reason: ZVerificationIneligibility.nullable(),
  /** Words for the member, null when `canApply`. */
  message: z.string().nullable(),
  /** After a rejection: when they may apply again. */
  canApplyFrom: z.string().nullable(),
  /** Ready works in the portfolio, against the number needed. */
  readyWorks: z.number().int(),
});
export type MyVerification = z.infer<typeof ZMyVerification>;

export const ZGetMyVerificationResponse = successEnvelope(ZMyVerification);
export type GetMyVerificationResponse = z.infer<typeof ZGetMyVerificationResponse>;
