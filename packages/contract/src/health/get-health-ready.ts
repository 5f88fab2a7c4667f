import { z } from 'zod';
import { ErrorReason, ZApiError, ZErrorEnvelope, successEnvelope } from '../envelope';

export const method = 'GET';
/** Readiness: send traffic here. The database answers within a second and the API is open. */
export const path = '/v1/health/ready';

export const ZGetHealthReadyResponse = successEnvelope(
  z.object({ status: z.literal('ready'), database: z.literal('ok') }),
);
export type GetHealthReadyResponse = z.infer<typeof ZGetHealthReadyResponse>;

/**
 * The 503 answers: the database does not answer within a second, or the API is down for
 * maintenance (with Retry-After).
 */
export const ZGetHealthNotReadyResponse = ZErrorEnvelope.extend({
  error: ZApiError.extend({
    code: z.literal(503),
    details: z.union([
      z.object({ reason: z.literal(ErrorReason.databaseUnavailable), database: z.literal('down') }),
      z.object({ reason: z.literal(ErrorReason.maintenance) }),
    ]),
  }),
});
export type GetHealthNotReadyResponse = z.infer<typeof ZGetHealthNotReadyResponse>;
