import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZPublicUser, ZUser } from '../entities/user';
import { ZFollowStats } from '../follows/follow-state';
import { userPath } from './user-paths';

export const method = 'GET';
export const path = userPath;

export const ZGetUserParams = z.object({ id: z.uuid({ error: 'validation.notAUserId' }) });

/**
 * Public fields for anyone; the full user when it is you or an admin asking. With both, what the
 * profile says of following (`followedByMe` false for a visitor).
 */
export const ZGetUserResponse = successEnvelope(z.intersection(z.union([ZUser, ZPublicUser]), ZFollowStats));
export type GetUserResponse = z.infer<typeof ZGetUserResponse>;
