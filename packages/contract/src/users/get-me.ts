import type { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZUser } from '../entities/user';

export const method = 'GET';
export const path = '/v1/users/me';

export const ZGetMeResponse = successEnvelope(ZUser);
export type GetMeResponse = z.infer<typeof ZGetMeResponse>;
