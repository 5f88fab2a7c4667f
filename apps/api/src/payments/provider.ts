import { randomBytes } from 'node:crypto';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';

/** How a customer paid. Only a card can be charged again later without them. */
export const paymentChannels = ['card', 'bank_transfer', 'ussd', 'mobile_money'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

/**
 * A payment's state at the provider. Only `success` means the money arrived; `abandoned` is a
 * checkout the customer left, `reversed` a payment given back. The `send_*` states and `open_url`
 * wait for the cardholder (an OTP, a PIN, a phone number, a birthday, an address, a 3-D Secure
 * page): a checkout's customer may still answer, a renewal has no one to.
 */
export const paymentStates = [
  'abandoned',
  'failed',
  'ongoing',
  'pending',
  'processing',
  'queued',
  'reversed',
  'success',
  'send_otp',
  'send_pin',
  'send_phone',
  'send_birthday',
  'send_address',
  'open_url',
] as const;
export type PaymentState = (typeof paymentStates)[number];

/** States that need the cardholder to act before the payment can go on. */
export const customerActionStates: readonly PaymentState[] = [
  'send_otp',
  'send_pin',
  'send_phone',
  'send_birthday',
  'send_address',
  'open_url',
];

/** The provider's customer a payment was made as: a saved card can be charged only as them. */
export type PaymentCustomer = { email: string; code: string | null };

/** A card (or other method) the provider lets us charge again with `chargeAuthorization`. */
export type PaymentAuthorization = {
  /** The provider's code for charging it again. */
  code: string;
  /** False for channels that cannot recur (transfer, USSD, mobile money). */
  reusable: boolean;
  channel: string;
  brand: string;
  last4: string;
  /** Two digits and four digits, as the provider gives them. */
  expMonth: string;
  expYear: string;
  /** The same card has the same signature across authorizations: what stops saving it twice. */
  signature: string;
  bank: string | null;
};

/** Amounts are integers in the currency's minor unit (kobo, pesewas, cents). */
export type InitializeInput = {
  reference: string;
  email: string;
  amount: number;
  currency: Currency;
  /** Where the customer's browser returns, with `?reference=…&trxref=…`. */
  callbackUrl: string;
  /** What the checkout page shows the customer: the plan and its period. */
  description: string;
  channels?: readonly PaymentChannel[];
  metadata?: Record<string, unknown>;
  /**
   * When the checkout stops taking payment. The sandbox's page refuses it after this; Paystack
   * has no per-checkout expiry (its payment session timeout is set for the whole account), so a
   * payment it takes later is refused when it settles.
   */
  expiresAt?: Date;
};

export type InitializeResult = { reference: string; authorizationUrl: string; accessCode: string };

/** What the provider says about one payment, read from its side (never from our own records). */
export type PaymentVerification = {
  reference: string;
  state: PaymentState;
  amount: number;
  currency: string;
  channel: string | null;
  paidAt: Date | null;
  /** The provider's words for why a payment failed, for the transaction list. */
  gatewayResponse: string | null;
  authorization: PaymentAuthorization | null;
  /** Who paid, as the provider knows them; absent when it did not say. */
  customer?: PaymentCustomer | null;
};

export type ChargeAuthorizationInput = {
  reference: string;
  email: string;
  amount: number;
  currency: Currency;
  authorizationCode: string;
  metadata?: Record<string, unknown>;
};

export type RefundInput = { reference: string; amount?: number };
export type RefundResult = { reference: string; state: string; amount: number; currency: string };

export type WebhookInput = { rawBody: Buffer; signature: string | undefined };

/** The currency a payment we started was recorded in; undefined for a reference we never recorded. */
export type CurrencyOfPayment = (reference: string) => Promise<string | undefined>;

/**
 * A payment provider. Every call names the payment by our reference. `verify` is the only way to
 * learn whether money arrived; a webhook's body is a hint to verify, never proof.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  initialize(input: InitializeInput): Promise<InitializeResult>;
  verify(reference: string): Promise<PaymentVerification>;
  /** Charges a saved authorization; the answer is the payment's state like `verify`'s. */
  chargeAuthorization(input: ChargeAuthorizationInput): Promise<PaymentVerification>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Forgets a saved authorization at the provider: it can never be charged again. */
  deactivateAuthorization(authorizationCode: string): Promise<void>;
  /** True only when the signature was made over exactly these bytes with our secret (one of them). */
  verifyWebhook(input: WebhookInput): boolean;
  /**
   * A provider with one account per currency: the currencies of the account whose secret signed
   * these bytes (undefined when none did), so an event is handled only as that account's.
   */
  signerCurrencies?(input: WebhookInput): readonly string[] | undefined;
  /**
   * A provider with one account per currency asks a payment's account about it, and learns which
   * from the currency the payment was recorded in: told once, when the app is put together.
   */
  routeByPaymentCurrency?(currencyOfPayment: CurrencyOfPayment): void;
}

/**
 * The provider could not be reached or did not answer in time. Routes turn it into 503 with this
 * message: the member learns to try again, nothing is recorded as failed.
 */
export class PaymentProviderUnavailable extends Error {
  constructor(
    readonly provider: string,
    override readonly cause?: unknown,
  ) {
    super(
      `The payment provider is not answering right now. Nothing was charged; please try again in a few minutes.`,
    );
    this.name = 'PaymentProviderUnavailable';
  }
}

/**
 * The provider answered but refused the call: a wrong key, a reference it does not know, a
 * request it found invalid, a card its processor declined. `message` is the provider's own words,
 * safe to log; `type` and `code` are its own classification when it gives one (Paystack's
 * `api_error`, `validation_error`, `processor_error`, and a code such as `transaction_not_found`).
 */
export class PaymentProviderRefused extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    message: string,
    readonly type: string | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderRefused';
  }
}

/**
 * The provider says the business does not take the currency (Paystack: "Currency not supported by
 * merchant"): the account is configured with a currency its Paystack business was not enabled for.
 */
export function isCurrencyNotSupported(error: unknown): error is PaymentProviderRefused {
  return error instanceof PaymentProviderRefused && /currency not supported/i.test(error.message);
}

/** The provider says it has no payment under the reference asked about. */
export function isReferenceNotFound(error: unknown): boolean {
  return (
    error instanceof PaymentProviderRefused &&
    (error.status === 404 ||
      error.code === 'transaction_not_found' ||
      /transaction reference not found/i.test(error.message))
  );
}

/** Letters, digits, `-`, `.` and `=`: the only characters Paystack accepts in a reference. */
const referencePattern = /^[A-Za-z0-9.=-]{1,100}$/;

export function isPaymentReference(text: string): boolean {
  return referencePattern.test(text);
}

/** The reference itself, when it is one a provider accepts; a programming error otherwise. */
export function checkedReference(reference: string): string {
  if (!isPaymentReference(reference)) throw new Error(`"${reference}" is not a valid payment reference`);
  return reference;
}

/** The amount itself, when it is a positive whole number of minor units; a programming error otherwise. */
export function checkedAmount(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`An amount is a positive whole number of minor units, not ${amount}`);
  }
  return amount;
}

/**
 * A new unique reference: `prefix` (what it pays for, e.g. `sub`), a time in base 36 for sorting
 * by eye, and 16 random bytes in hex.
 */
export function newPaymentReference(prefix: string, now: Date = new Date()): string {
  return checkedReference(`${prefix}-${now.getTime().toString(36)}-${randomBytes(16).toString('hex')}`);
}

/**
 * A reference that is the same for the same parts (a renewal of one subscription, period and
 * attempt), so a pass run twice asks the provider for one payment, not two.
 */
export function derivedPaymentReference(...parts: (string | number)[]): string {
  return checkedReference(parts.join('.'));
}
