import { z } from 'zod';
import { ZTransaction } from '../entities/subscription';
import { successEnvelope } from '../envelope';

/** Every payment the member attempted, newest first, whatever its outcome. */
export const method = 'GET';
export const path = '/v1/subscriptions/transactions';

export const ZFindTransactionsResponse = successEnvelope(z.array(ZTransaction));
export type FindTransactionsResponse = z.infer<typeof ZFindTransactionsResponse>;
