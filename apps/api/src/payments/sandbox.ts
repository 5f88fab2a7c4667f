import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../lib/clock';
import {
  checkedAmount,
  checkedReference,
  isPaymentReference,
  paymentChannels,
  PaymentProviderRefused,
  type ChargeAuthorizationInput,
  type InitializeInput,
  type InitializeResult,
  type PaymentChannel,
  type PaymentProvider,
  type PaymentState,
  type PaymentVerification,
  type RefundInput,
  type RefundResult,
  type WebhookInput,
} from './provider';
import type { SandboxPaymentsRepository } from './sandbox-payments.repository';
import type { SandboxAuthorization, SandboxPaymentRow } from '../db/schema';
import { isValidWebhookSignature } from './webhook-signature';

/**
 * The key the sandbox signs its webhooks with. It is public on purpose: sandbox payments carry no
 * money, and the product re-asks the provider (verify) before it grants anything.
 */
export const sandboxWebhookSecret = 'sk_sandbox_creators_archive';

/** Where the sandbox's hosted checkout page lives, under the API's public address. */
export const sandboxCheckoutPath = '/v1/payments/sandbox/checkout';

/** What the checkout page shows and offers. */
export type SandboxCheckout = {
  reference: string;
  description: string;
  email: string;
  amount: number;
  currency: string;
  channels: PaymentChannel[];
  state: PaymentState;
  /** Past its end and never paid or declined: the page refuses it. */
  expired: boolean;
};

function refused(message: string): PaymentProviderRefused {
  return new PaymentProviderRefused('sandbox', 400, message);
}

function verificationOf(row: SandboxPaymentRow): PaymentVerification {
  return {
    reference: row.reference,
    state: row.status as PaymentState,
    amount: row.amount,
    currency: row.currency,
    channel: row.channel,
    paidAt: row.paidAt,
    gatewayResponse: row.status === 'success' ? 'Approved' : row.status === 'failed' ? 'Declined' : null,
    authorization: row.authorization,
    // The sandbox knows its customers by e-mail alone, as the address a checkout was started with.
    customer: { email: row.email, code: null },
  };
}

/**
 * A payment provider inside the product, so it runs and is tested with no keys: a checkout page of
 * its own where the customer presses Pay now or Decline, its own table of payments, and the same
 * answers Paystack gives — a card leaves a reusable authorization, other channels do not.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly deps: { payments: SandboxPaymentsRepository; publicUrl: string; clock: Clock },
  ) {}

  async initialize(input: InitializeInput): Promise<InitializeResult> {
    checkedReference(input.reference);
    checkedAmount(input.amount);
    const inserted = await this.deps.payments.insert({
      reference: input.reference,
      email: input.email,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      callbackUrl: input.callbackUrl,
      channels: [...(input.channels ?? paymentChannels)],
      metadata: input.metadata ?? {},
      expiresAt: input.expiresAt ?? null,
    });
    if (!inserted) throw refused('Duplicate Transaction Reference');
    return {
      reference: input.reference,
      authorizationUrl: `${this.deps.publicUrl}${sandboxCheckoutPath}/${input.reference}`,
      accessCode: input.reference,
    };
  }

  async verify(reference: string): Promise<PaymentVerification> {
    const row = isPaymentReference(reference) ? await this.deps.payments.find(reference) : undefined;
    if (!row) throw refused('Transaction reference not found');
    return verificationOf(row);
  }

  async chargeAuthorization(input: ChargeAuthorizationInput): Promise<PaymentVerification> {
    checkedReference(input.reference);
    checkedAmount(input.amount);
    const authorization = await this.deps.payments.findAuthorization(input.authorizationCode, input.email);
    if (!authorization) throw refused('Invalid authorization code');
    const now = this.deps.clock.now();
    const inserted = await this.deps.payments.insert({
      reference: input.reference,
      email: input.email,
      amount: input.amount,
      currency: input.currency,
      description: 'Charge of a saved card',
      callbackUrl: this.deps.publicUrl,
      channels: ['card'],
      metadata: input.metadata ?? {},
      status: 'success',
      channel: 'card',
      authorization,
      paidAt: now,
    });
    if (!inserted) throw refused('Duplicate Transaction Reference');
    return this.verify(input.reference);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const row = await this.deps.payments.refund(input.reference, input.amount, this.deps.clock.now());
    if (!row) throw refused('This payment cannot be refunded by that amount');
    return {
      reference: row.reference,
      state: 'processed',
      amount: input.amount ?? row.amount,
      currency: row.currency,
    };
  }

  async deactivateAuthorization(authorizationCode: string): Promise<void> {
    await this.deps.payments.deactivateAuthorization(authorizationCode);
  }

  verifyWebhook(input: WebhookInput): boolean {
    return isValidWebhookSignature(input.rawBody, input.signature, sandboxWebhookSecret);
  }

  /** The checkout page's content, or nothing for a reference the sandbox never issued. */
  async checkout(reference: string): Promise<SandboxCheckout | undefined> {
    const row = await this.deps.payments.find(reference);
    if (!row) return undefined;
    return {
      reference: row.reference,
      description: row.description,
      email: row.email,
      amount: row.amount,
      currency: row.currency,
      channels: row.channels.filter((channel): channel is PaymentChannel =>
        (paymentChannels as readonly string[]).includes(channel),
      ),
      state: row.status as PaymentState,
      expired: this.expired(row),
    };
  }

  private expired(row: SandboxPaymentRow): boolean {
    return row.status === 'abandoned' && row.expiresAt !== null && this.deps.clock.now() >= row.expiresAt;
  }

  /**
   * The customer pressed Pay now (`success`) or Decline (`failed`) having picked a channel. Answers
   * where their browser goes next — the callback with `reference` and `trxref` — or nothing for an
   * unknown reference. A second press changes nothing and sends them to the same place. A channel
   * the payment does not offer ('channel_not_offered': a card check is card only, as at Paystack)
   * and a checkout past its end ('expired') take no choice, and nothing changes.
   */
  async complete(
    reference: string,
    outcome: 'success' | 'failed',
    channel: PaymentChannel,
  ): Promise<{ redirectTo: string } | 'channel_not_offered' | 'expired' | undefined> {
    const row = await this.deps.payments.find(reference);
    if (!row) return undefined;
    if (!row.channels.includes(channel)) return 'channel_not_offered';
    if (this.expired(row)) return 'expired';
    if (row.status === 'abandoned') {
      const authorization = outcome === 'success' ? this.authorizationFor(row.email, channel) : null;
      await this.deps.payments.settle(reference, {
        status: outcome,
        channel,
        authorization,
        at: this.deps.clock.now(),
      });
    }
    const callback = new URL(row.callbackUrl);
    callback.searchParams.set('reference', reference);
    callback.searchParams.set('trxref', reference);
    return { redirectTo: callback.toString() };
  }

  /**
   * A card payment leaves a reusable authorization; the same e-mail's card has the same signature
   * every time, as one real card does. Transfer, USSD and mobile money cannot be charged again.
   */
  private authorizationFor(email: string, channel: PaymentChannel): SandboxAuthorization {
    const code = `AUTH_sandbox_${randomBytes(8).toString('hex')}`;
    if (channel !== 'card') {
      return {
        code,
        reusable: false,
        channel,
        brand: '',
        last4: '',
        expMonth: '',
        expYear: '',
        signature: '',
        bank: null,
      };
    }
    const fingerprint = createHash('sha256').update(email.toLowerCase()).digest('hex');
    return {
      code,
      reusable: true,
      channel: 'card',
      brand: 'visa',
      last4: '4081',
      expMonth: '12',
      expYear: String(this.deps.clock.now().getUTCFullYear() + 3),
      signature: `SIG_sandbox_${fingerprint.slice(0, 20)}`,
      bank: 'Sandbox Bank',
    };
  }
}
