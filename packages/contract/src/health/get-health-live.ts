import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'GET';
/** Liveness: the process is up and answering. It never touches the database. */
export const path = '/v1/health/live';

export const ZGetHealthLiveResponse = successEnvelope(z.object({ status: z.literal('ok') }));
export type GetHealthLiveResponse = z.infer<typeof ZGetHealthLiveResponse>;
