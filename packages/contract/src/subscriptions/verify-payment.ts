import { z } from 'zod';
import { ZCurrency, ZMySubscription, ZPaymentPurpose } from '../entities/subscription';
import { ZSession } from '../entities/session';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';

/**
 * Where a payment stands, asked of the provider when it is not settled yet; a successful payment
 * is fulfilled by this call if nothing else fulfilled it first. Public: the reference is the
 * secret a checkout's browser holds. The subscription is shown to its owner (by bearer token or
 * claim); the session only to the browser that started a visitor's checkout, once, when the
 * payment created the account.
 */
export const method = 'GET';
export const path = '/v1/subscriptions/verify/:ref';

/** The header carrying a visitor checkout's claim token. */
export const checkoutClaimHeader = 'x-checkout-claim';

export const ZVerifyPaymentParams = z.object({
  ref: ZTextLine.regex(/^[A-Za-z0-9.=-]{1,100}$/, 'validation.notAPaymentReference'),
});

export const ZVerifyPaymentResult = z.object({
  /** `pending`: not decided yet, ask again; `abandoned`: the checkout was left without paying. */
  status: z.enum(['pending', 'success', 'failed', 'abandoned']),
  reference: z.string(),
  purpose: ZPaymentPurpose,
  amount: z.number().int(),
  currency: ZCurrency,
  subscription: ZMySubscription.nullable(),
  session: ZSession.nullable(),
  /** True when the payment succeeded for an account this browser is not signed in to: sign in to see it. */
  signInRequired: z.boolean(),
});
export type VerifyPaymentResult = z.infer<typeof ZVerifyPaymentResult>;

export const ZVerifyPaymentResponse = successEnvelope(ZVerifyPaymentResult);
export type VerifyPaymentResponse = z.infer<typeof ZVerifyPaymentResponse>;
