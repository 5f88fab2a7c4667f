import { z } from 'zod';
import { ZPlan } from '../entities/subscription';
import { successEnvelope } from '../envelope';

export { ZPlan, type Plan } from '../entities/subscription';

/** The membership plans on offer, in the order they are shown, each priced in every currency it sells in. Public. */
export const method = 'GET';
export const path = '/v1/subscriptions/plans';

export const ZFindPlansResponse = successEnvelope(z.array(ZPlan));
export type FindPlansResponse = z.infer<typeof ZFindPlansResponse>;
