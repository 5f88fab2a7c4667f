import type { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZUser } from '../entities/user';
import { mePath } from '../session-paths';

export const method = 'GET';
export const path = mePath;

export const ZGetMeResponse = successEnvelope(ZUser);
export type GetMeResponse = z.infer<typeof ZGetMeResponse>;
