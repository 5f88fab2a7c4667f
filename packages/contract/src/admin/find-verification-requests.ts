import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZVerificationRequest, ZVerificationStatus } from '../verification/verification-request';

/** The review queue (admins): requests by status, oldest first, in cursor pages. */
export const method = 'GET';
export const path = '/v1/admin/verification-requests';

export const ZFindVerificationRequestsQuery = z.object({
  status: ZVerificationStatus.default('pending'),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type FindVerificationRequestsQuery = z.input<typeof ZFindVerificationRequestsQuery>;

/** A request with who asked, for the queue. */
export const ZQueuedVerificationRequest = ZVerificationRequest.extend({
  member: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
});
export type QueuedVerificationRequest = z.infer<typeof ZQueuedVerificationRequest>;

export const ZFindVerificationRequestsResponse = successEnvelope(
  z.object({
    items: z.array(ZQueuedVerificationRequest),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  }),
);
export type FindVerificationRequestsResponse = z.infer<typeof ZFindVerificationRequestsResponse>;
