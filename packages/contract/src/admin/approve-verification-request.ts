import { successEnvelope } from '../envelope';
import { ZQueuedVerificationRequest } from './find-verification-requests';

export { ZAdminVerificationParams } from './get-verification-request';

/**
 * Approves a pending request (admins): the member is verified (badge on card, profile and
 * structured data), e-mailed, the document deleted, the decision audited. 409 REQUEST_NOT_PENDING
 * once decided.
 */
export const method = 'POST';
export const path = '/v1/admin/verification-requests/:id/approve';

export const ZApproveVerificationRequestResponse = successEnvelope(ZQueuedVerificationRequest);
