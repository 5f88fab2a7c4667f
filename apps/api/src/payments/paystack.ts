import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { PaystackClient, type PaystackClientOptions } from './paystack-client';
import {
  checkedAmount,
  checkedReference,
  isPaymentReference,
  PaymentProviderRefused,
  paymentStates,
  type ChargeAuthorizationInput,
  type InitializeInput,
  type InitializeResult,
  type PaymentAuthorization,
  type PaymentProvider,
  type PaymentState,
  type PaymentVerification,
  type RefundInput,
  type RefundResult,
  type WebhookInput,
} from './provider';
import { isValidWebhookSignature } from './webhook-signature';

const ZInitialized = z.looseObject({
  authorization_url: z.string(),
  access_code: z.string(),
  reference: z.string(),
});

/** Paystack sends an empty object, or fields of null, for a payment that has no authorization yet. */
const ZAuthorization = z.looseObject({
  authorization_code: z.string().nullish(),
  last4: z.string().nullish(),
  exp_month: z.string().nullish(),
  exp_year: z.string().nullish(),
  channel: z.string().nullish(),
  bank: z.string().nullish(),
  brand: z.string().nullish(),
  reusable: z.boolean().nullish(),
  signature: z.string().nullish(),
});

/** The transaction of `verify` and `charge_authorization`: `status` here is the payment's state. */
const ZTransaction = z.looseObject({
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  channel: z.string().nullish(),
  gateway_response: z.string().nullish(),
  paid_at: z.string().nullish(),
  authorization: ZAuthorization.nullish(),
  /** `test` for a payment made with a test key, `live` for real money. */
  domain: z.string().nullish(),
  /** The customer the payment, and so its authorization, belongs to. */
  customer: z.looseObject({ email: z.string().nullish(), customer_code: z.string().nullish() }).nullish(),
});

const ZRefund = z.looseObject({
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  transaction: z.looseObject({ reference: z.string() }),
});

function stateOf(status: string): PaymentState {
  // A state Paystack adds later grants nothing until it is understood: treat it as still pending.
  return (paymentStates as readonly string[]).includes(status) ? (status as PaymentState) : 'pending';
}

function authorizationOf(
  data: z.infer<typeof ZAuthorization> | null | undefined,
): PaymentAuthorization | null {
  if (!data?.authorization_code) return null;
  return {
    code: data.authorization_code,
    reusable: data.reusable ?? false,
    channel: data.channel ?? '',
    brand: data.brand ?? '',
    last4: data.last4 ?? '',
    expMonth: data.exp_month ?? '',
    expYear: data.exp_year ?? '',
    signature: data.signature ?? '',
    bank: data.bank ?? null,
  };
}

function verificationOf(data: z.infer<typeof ZTransaction>): PaymentVerification {
  return {
    reference: data.reference,
    state: stateOf(data.status),
    amount: data.amount,
    currency: data.currency,
    channel: data.channel ?? null,
    paidAt: data.paid_at ? new Date(data.paid_at) : null,
    gatewayResponse: data.gateway_response ?? null,
    authorization: authorizationOf(data.authorization),
    customer: data.customer?.email
      ? { email: data.customer.email, code: data.customer.customer_code ?? null }
      : null,
  };
}

export type PaystackProviderOptions = PaystackClientOptions & {
  /** Where a test payment answered to a live key is reported. */
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/** Paystack's API: checkout on its hosted page, verify, charge a saved card, refund, webhooks. */
export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack';
  private readonly client: PaystackClient;
  /** Anything but a `sk_test_` key moves real money. */
  private readonly live: boolean;

  constructor(private readonly options: PaystackProviderOptions) {
    this.client = new PaystackClient(options);
    this.live = !options.secretKey.startsWith('sk_test_');
  }

  /**
   * What Paystack says of a payment. Under a live key, a success is money only when Paystack
   * also says it is in the live domain: a test payment reaching a live account (a mixed-up key or
   * a forged answer) grants nothing and is reported as failed, with the reason.
   */
  private verificationOf(data: z.infer<typeof ZTransaction>): PaymentVerification {
    const verification = verificationOf(data);
    if (!this.live || verification.state !== 'success' || data.domain === 'live') return verification;
    this.options.log?.error(
      { reference: data.reference, domain: data.domain ?? null },
      'Paystack answered a live key with a payment that is not in its live domain: nothing was granted',
    );
    return {
      ...verification,
      state: 'failed',
      paidAt: null,
      authorization: null,
      gatewayResponse: `Not a live payment (Paystack domain: ${data.domain ?? 'none'}): nothing was granted`,
    };
  }

  async initialize(input: InitializeInput): Promise<InitializeResult> {
    const data = await this.client.call('POST', '/transaction/initialize', ZInitialized, {
      repeatable: false,
      body: {
        email: input.email,
        amount: checkedAmount(input.amount),
        currency: input.currency,
        reference: checkedReference(input.reference),
        callback_url: input.callbackUrl,
        // Paystack's API reference types metadata as a JSON object. Its `custom_fields` are what
        // Paystack shows with the transaction (the dashboard and the customer's receipt), labelled
        // with our name, which reads the same in every language the description may be in.
        metadata: {
          ...input.metadata,
          description: input.description,
          custom_fields: [
            { display_name: 'Creators Archive', variable_name: 'description', value: input.description },
          ],
        },
        ...(input.channels && { channels: input.channels }),
      },
    });
    return {
      reference: data.reference,
      authorizationUrl: data.authorization_url,
      accessCode: data.access_code,
    };
  }

  async verify(reference: string): Promise<PaymentVerification> {
    // A reference read from a callback address is anyone's text: one Paystack could never have
    // issued is answered as Paystack answers an unknown one, without asking.
    if (!isPaymentReference(reference)) {
      throw new PaymentProviderRefused('paystack', 400, 'Transaction reference not found');
    }
    const data = await this.client.call(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
      ZTransaction,
      {
        repeatable: true,
      },
    );
    return this.verificationOf(data);
  }

  async chargeAuthorization(input: ChargeAuthorizationInput): Promise<PaymentVerification> {
    const data = await this.client.call('POST', '/transaction/charge_authorization', ZTransaction, {
      repeatable: false,
      body: {
        email: input.email,
        amount: checkedAmount(input.amount),
        currency: input.currency,
        authorization_code: input.authorizationCode,
        reference: checkedReference(input.reference),
        ...(input.metadata && { metadata: input.metadata }),
      },
    });
    return this.verificationOf(data);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const data = await this.client.call('POST', '/refund', ZRefund, {
      repeatable: false,
      body: {
        transaction: checkedReference(input.reference),
        ...(input.amount !== undefined && { amount: checkedAmount(input.amount) }),
      },
    });
    return {
      reference: data.transaction.reference,
      state: data.status,
      amount: data.amount,
      currency: data.currency,
    };
  }

  async deactivateAuthorization(authorizationCode: string): Promise<void> {
    // Deactivating twice leaves the same state, so a lost answer may be asked again.
    await this.client.call('POST', '/customer/authorization/deactivate', z.unknown(), {
      repeatable: true,
      body: { authorization_code: authorizationCode },
    });
  }

  verifyWebhook(input: WebhookInput): boolean {
    return isValidWebhookSignature(input.rawBody, input.signature, this.options.secretKey);
  }
}
