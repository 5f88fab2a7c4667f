import { z } from 'zod';
import { successEnvelope } from '../envelope';

export { ZDecisionReason } from './reject-verification-request';

/** Takes a member's verified badge away with a reason they are e-mailed (admins); audited. */
export const method = 'POST';
export const path = '/v1/admin/members/:id/revoke-verification';

export const ZMemberParams = z.object({ id: z.uuid({ error: 'validation.notAMemberId' }) });

export const ZRevokeVerificationResponse = successEnvelope(
  z.object({ userId: z.uuid(), verified: z.literal(false) }),
);
