import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'DELETE';
export const path = '/v1/auth/sessions/:id';

export const ZDeleteSessionParams = z.object({ id: z.uuid({ error: 'validation.notASessionId' }) });

export const ZDeleteSessionResponse = successEnvelope(z.object({ id: z.uuid() }));
export type DeleteSessionResponse = z.infer<typeof ZDeleteSessionResponse>;
