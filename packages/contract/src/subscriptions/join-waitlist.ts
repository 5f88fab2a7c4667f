import { z } from 'zod';
import { ZCheckout } from '../entities/subscription';
import { ZEmail, ZFullName, ZPassword, ZPhone } from '../entities/user';
import { successEnvelope } from '../envelope';
import { ZCheckoutFields } from './checkout-fields';

/**
 * Starts a membership payment from the join page. With a bearer token the member's own account
 * pays; a visitor gives a full name, e-mail, optional phone and a password (the registration
 * rules), and the account is made (or, for an address that has one, the subscription added to it)
 * only once the payment succeeds. The answer is the same whether or not the address has an
 * account. Accepts an Idempotency-Key.
 */
export const method = 'POST';
export const path = '/v1/subscriptions/waitlist';

export const ZJoinWaitlistRequest = ZCheckoutFields.extend({
  email: ZEmail.optional(),
  fullName: ZFullName.optional(),
  phone: z.preprocess((value) => (value === '' ? undefined : value), ZPhone.optional()),
  password: ZPassword.optional(),
});
export type JoinWaitlistRequest = z.input<typeof ZJoinWaitlistRequest>;

export const ZJoinWaitlistResponse = successEnvelope(
  ZCheckout.extend({
    /**
     * A visitor's checkout only: a secret the starting browser keeps and sends back as the
     * `X-Checkout-Claim` header when it verifies the payment, which signs that browser in to the
     * account the payment created. Null for a member's checkout.
     */
    claimToken: z.string().nullable(),
  }),
);
export type JoinWaitlistResponse = z.infer<typeof ZJoinWaitlistResponse>;
