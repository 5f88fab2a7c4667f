import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZVerificationRequest } from './verification-request';

/** Withdraws the member's pending request; its document is deleted. 409 REQUEST_NOT_PENDING once decided. */
export const method = 'DELETE';
export const path = '/v1/verification/:id';

export const ZVerificationRequestParams = z.object({ id: z.uuid({ error: 'validation.notARequestId' }) });

export const ZWithdrawVerificationRequestResponse = successEnvelope(ZVerificationRequest);
export type WithdrawVerificationRequestResponse = z.infer<typeof ZWithdrawVerificationRequestResponse>;
