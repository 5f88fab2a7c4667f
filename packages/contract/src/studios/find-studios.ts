import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZStudio } from './studio';

export * from './studio';

/** The partner studios, in the order they are shown. Verified members only (403 VERIFICATION_REQUIRED). */
export const method = 'GET';
export const path = '/v1/studios';

export const ZFindStudiosResponse = successEnvelope(z.array(ZStudio));
export type FindStudiosResponse = z.infer<typeof ZFindStudiosResponse>;
