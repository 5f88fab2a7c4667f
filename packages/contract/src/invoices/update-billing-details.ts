import type { z } from 'zod';
import { successEnvelope } from '../envelope';
import { billingDetailsPath, ZBillingDetails } from './billing-details';

/**
 * Replaces the member's billing details (all three parts, each null or empty to leave it out);
 * printed on invoices issued from then on, never on earlier ones. Answers the details as kept.
 */
export const method = 'PUT';
export const path = billingDetailsPath;

export { ZBillingDetailsRequest, type BillingDetailsRequest } from './billing-details';

export const ZUpdateBillingDetailsResponse = successEnvelope(ZBillingDetails);
export type UpdateBillingDetailsResponse = z.infer<typeof ZUpdateBillingDetailsResponse>;
