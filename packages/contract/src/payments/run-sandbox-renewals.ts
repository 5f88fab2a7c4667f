import { z } from 'zod';
import { successEnvelope } from '../envelope';

/**
 * Runs one renewal pass as of a moment, so a renewal can be tried without waiting a month. Only
 * with the sandbox provider (no money moves) and outside production; elsewhere the address does
 * not exist and `npm run jobs:renewals -- --now <ISO>` is the operator's way.
 */
export const method = 'POST';
export const path = '/v1/payments/sandbox/renewals';

export const ZRunSandboxRenewalsRequest = z.object({
  now: z.iso.datetime({ offset: true, error: 'validation.isoDateTime' }),
});
export type RunSandboxRenewalsRequest = z.input<typeof ZRunSandboxRenewalsRequest>;

export const ZRenewalPassReport = z.object({
  /** False when another process was running a pass. */
  ran: z.boolean(),
  charged: z.number().int(),
  failed: z.number().int(),
  payLinks: z.number().int(),
  expired: z.number().int(),
  planSwitches: z.number().int(),
  reconciled: z.number().int(),
  /** Charges the provider would not take (a wrong key, too many requests): counted against no one, tried next pass. */
  providerRefusals: z.number().int(),
  /** Members told this pass that the card their membership renews with expires this month. */
  cardExpiryNotices: z.number().int(),
});

export const ZRunSandboxRenewalsResponse = successEnvelope(ZRenewalPassReport);
export type RunSandboxRenewalsResponse = z.infer<typeof ZRunSandboxRenewalsResponse>;
