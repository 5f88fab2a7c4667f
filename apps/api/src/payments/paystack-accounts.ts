import type { FastifyBaseLogger } from 'fastify';
import { accountForCurrency, type PaymentAccount } from './accounts';
import { PaystackProvider } from './paystack';
import {
  isCurrencyNotSupported,
  PaymentProviderRefused,
  type ChargeAuthorizationInput,
  type CurrencyOfPayment,
  type InitializeInput,
  type InitializeResult,
  type PaymentProvider,
  type PaymentVerification,
  type RefundInput,
  type RefundResult,
  type WebhookInput,
} from './provider';

type Business = { account: PaymentAccount; paystack: PaystackProvider };

/**
 * Paystack through one business per country. A Paystack business takes only its own currencies,
 * and a payment or card made on one is unknown to every other, so each call goes to the business
 * of its currency: a new payment or charge to the one that takes the input's currency; a verify
 * or refund to the one that took the payment (its currency, as recorded when it was started); a
 * card's deactivation to the business that knows the card.
 */
export class PaystackAccounts implements PaymentProvider {
  readonly name = 'paystack';
  private readonly businesses: Business[];
  private currencyOfPayment: CurrencyOfPayment = async () => undefined;
  private readonly log: Pick<FastifyBaseLogger, 'error'> | undefined;

  constructor(options: {
    accounts: readonly PaymentAccount[];
    baseUrl: string;
    log?: Pick<FastifyBaseLogger, 'error'>;
    timeoutMs?: number;
    retryDelayMs?: number;
  }) {
    const { accounts, ...client } = options;
    this.log = options.log;
    this.businesses = accounts.map((account) => ({
      account,
      paystack: new PaystackProvider({ ...client, secretKey: account.secretKey }),
    }));
  }

  routeByPaymentCurrency(currencyOfPayment: CurrencyOfPayment): void {
    this.currencyOfPayment = currencyOfPayment;
  }

  initialize(input: InitializeInput): Promise<InitializeResult> {
    return this.refusalsOfCurrency(input.currency, (paystack) => paystack.initialize(input));
  }

  chargeAuthorization(input: ChargeAuthorizationInput): Promise<PaymentVerification> {
    return this.refusalsOfCurrency(input.currency, (paystack) => paystack.chargeAuthorization(input));
  }

  /**
   * A call to the business of `currency`. Its Paystack business refusing the currency itself is
   * the configuration's mistake, not the member's: the log names the account's country and the
   * currency to enable in its dashboard (or remove from PAYSTACK_ACCOUNTS).
   */
  private async refusalsOfCurrency<T>(
    currency: string,
    call: (paystack: PaystackProvider) => Promise<T>,
  ): Promise<T> {
    const business = this.businessOf(currency);
    try {
      return await call(business.paystack);
    } catch (error) {
      if (isCurrencyNotSupported(error)) {
        this.log?.error(
          { country: business.account.country, currency },
          `Configuration error: the Paystack business of account ${business.account.country} does not take ${currency}, which PAYSTACK_ACCOUNTS lists for it. Enable ${currency} on that business or remove it from the account`,
        );
      }
      throw error;
    }
  }

  async verify(reference: string): Promise<PaymentVerification> {
    return this.onBusinessOf(reference, (paystack) => paystack.verify(reference));
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    return this.onBusinessOf(input.reference, (paystack) => paystack.refund(input));
  }

  /** Only the business the card was saved on knows its code: each is asked until one does. */
  async deactivateAuthorization(authorizationCode: string): Promise<void> {
    await this.onEachUntilKnown((paystack) => paystack.deactivateAuthorization(authorizationCode));
  }

  verifyWebhook(input: WebhookInput): boolean {
    return this.signer(input) !== undefined;
  }

  signerCurrencies(input: WebhookInput): readonly string[] | undefined {
    return this.signer(input)?.account.currencies;
  }

  private signer(input: WebhookInput): Business | undefined {
    return this.businesses.find(({ paystack }) => paystack.verifyWebhook(input));
  }

  private businessTaking(currency: string): PaystackProvider {
    return this.businessOf(currency).paystack;
  }

  private businessOf(currency: string): Business {
    const account = accountForCurrency(
      this.businesses.map((business) => business.account),
      currency,
    );
    const business = this.businesses.find((candidate) => candidate.account === account);
    // Checkouts refuse such a currency before asking; reaching here is a renewal in a currency
    // whose account was since removed, which Paystack could not take either.
    if (!business) throw new PaymentProviderRefused('paystack', 400, `No Paystack account takes ${currency}`);
    return business;
  }

  /**
   * The business that took the payment. A reference we never recorded (one read from a callback
   * address) is asked of each business in turn, as only the one that took it knows it.
   */
  private async onBusinessOf<T>(
    reference: string,
    call: (paystack: PaystackProvider) => Promise<T>,
  ): Promise<T> {
    const currency = await this.currencyOfPayment(reference);
    if (currency !== undefined) return call(this.businessTaking(currency));
    return this.onEachUntilKnown(call);
  }

  /** The first answer of a business that knows what it is asked about; the last refusal otherwise. */
  private async onEachUntilKnown<T>(call: (paystack: PaystackProvider) => Promise<T>): Promise<T> {
    let unknown: unknown = new PaymentProviderRefused('paystack', 400, 'No Paystack account is configured');
    for (const { paystack } of this.businesses) {
      try {
        return await call(paystack);
      } catch (error) {
        if (!isUnknownThere(error)) throw error;
        unknown = error;
      }
    }
    throw unknown;
  }
}

/** Paystack's answer to a reference or code the business does not know: 400 or 404 "… not found". */
function isUnknownThere(error: unknown): boolean {
  return (
    error instanceof PaymentProviderRefused &&
    (error.status === 400 || error.status === 404) &&
    /not found/i.test(error.message)
  );
}
