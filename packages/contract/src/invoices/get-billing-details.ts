import type { z } from 'zod';
import { successEnvelope } from '../envelope';
import { billingDetailsPath, ZBillingDetails } from './billing-details';

/** The member's billing details; every part null when none were given. */
export const method = 'GET';
export const path = billingDetailsPath;

export const ZGetBillingDetailsResponse = successEnvelope(ZBillingDetails);
export type GetBillingDetailsResponse = z.infer<typeof ZGetBillingDetailsResponse>;
