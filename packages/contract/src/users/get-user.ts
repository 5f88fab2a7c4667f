import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZPublicUser, ZUser } from '../entities/user';
import { userPath } from './user-paths';

export const method = 'GET';
export const path = userPath;

export const ZGetUserParams = z.object({ id: z.uuid({ error: 'validation.notAUserId' }) });

/** Public fields for anyone; the full user when it is you or an admin asking. */
export const ZGetUserResponse = successEnvelope(z.union([ZUser, ZPublicUser]));
export type GetUserResponse = z.infer<typeof ZGetUserResponse>;
