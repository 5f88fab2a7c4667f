import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'GET';
export const path = '/v1/health';

export const ZGetHealthResponse = successEnvelope(
  z.object({ status: z.literal('ok'), database: z.literal('ok') }),
);
export type GetHealthResponse = z.infer<typeof ZGetHealthResponse>;
