import { z } from 'zod';
import { ErrorReason, ZApiError, ZErrorEnvelope, successEnvelope } from '../envelope';

export const method = 'GET';
export const path = '/v1/health';

export const ZGetHealthResponse = successEnvelope(
  z.object({ status: z.literal('ok'), database: z.literal('ok') }),
);
export type GetHealthResponse = z.infer<typeof ZGetHealthResponse>;

/** The 503 answer when the database does not answer the probe within a second. */
export const ZGetHealthUnavailableResponse = ZErrorEnvelope.extend({
  error: ZApiError.extend({
    code: z.literal(503),
    details: z.object({ reason: z.literal(ErrorReason.databaseUnavailable), database: z.literal('down') }),
  }),
});
export type GetHealthUnavailableResponse = z.infer<typeof ZGetHealthUnavailableResponse>;
