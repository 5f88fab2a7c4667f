import { z } from 'zod';
import { ZTextBlock } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZQueuedVerificationRequest } from './find-verification-requests';

export { ZAdminVerificationParams } from './get-verification-request';

/** Rejects a pending request with a reason the member is e-mailed (admins); they may apply again after 30 days. */
export const method = 'POST';
export const path = '/v1/admin/verification-requests/:id/reject';

export const ZDecisionReason = z.object({
  reason: ZTextBlock.trim().min(10, 'validation.rejectionReasonTooShort').max(1000),
});
export type DecisionReason = z.input<typeof ZDecisionReason>;

export const ZRejectVerificationRequestResponse = successEnvelope(ZQueuedVerificationRequest);
