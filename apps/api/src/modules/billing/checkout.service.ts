import type { Checkout, Session } from '@creators-archive/contract';
import { localizedPath, type Locale } from '@creators-archive/i18n';
import { ErrorReason } from '@creators-archive/contract';
import type { VerifyPaymentResult } from '@creators-archive/contract/subscriptions/verify-payment';
import { knownMinimumAmount, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { Passwords } from '../../credentials/passwords';
import type { PaymentRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  newPaymentReference,
  PaymentProviderUnavailable,
  type PaymentChannel,
  isCurrencyNotSupported,
  type PaymentProvider,
} from '../../payments/provider';
import type { AuthService } from '../auth';
import { hashToken, newSecretToken } from '../auth';
import type { CheckoutPrice, DiscountsService } from '../discounts';
import { planNotFound, type PlansRepository } from '../plans';
import type { UsersRepository } from '../users';
import type { CheckoutLimit } from './checkout-limit';
import { offered, ownOrOffered } from './offered-currencies';
import type { PaymentSettlement } from './payment-settlement';
import { PaymentsRepository } from './payments.repository';
import type { SubscriptionsService } from './subscriptions.service';
import { reasonError } from '../../i18n/error-messages';
import { translatorFor } from '../../i18n/translate';

/**
 * Where the provider sends the browser back, under the web app, in the payer's language (its
 * address under the language's prefix): a visitor's, by their request; a member's, by their
 * setting.
 */
export const joinCallbackPath = '/join/payment/callback';
export const billingCallbackPath = '/account/billing/payment/callback';

/** A visitor's registration, checked as registration checks it, before any money moves. */
export type VisitorSignup = {
  email: string | undefined;
  fullName: string | undefined;
  phone: string | undefined;
  password: string | undefined;
  /** The language of the visitor's request, which their e-mails are written in once they are a member. */
  locale: Locale;
};

export type CheckoutRequest = {
  planId: string;
  currency: Currency;
  discountCode?: string | undefined;
};

/** A checkout about to open: what the provider is asked for and the payment row records. */
type OpeningPayment = {
  reference: string;
  purpose: PaymentRow['purpose'];
  email: string;
  userId: string | null;
  planId: string | null;
  currency: Currency;
  price: CheckoutPrice;
  description: string;
  callbackPath: string;
  channels: PaymentChannel[] | undefined;
  signup: PaymentRow['signup'];
  claimTokenHash: string | null;
};

const paymentNotFound = () => reasonError(404, ErrorReason.paymentNotFound);

/** A visitor's claim is good for a day: long enough to come back from a slow bank transfer. */
const CLAIM_HOURS = 24;

/**
 * How long a checkout can be paid: after it the sandbox's page refuses it, and a payment the
 * provider reports made later grants nothing and is refunded in full. Paystack's own payment
 * session timeout (its dashboard) should be set no longer.
 */
export const CHECKOUT_LIFETIME_MINUTES = 60;

/** When reconciliation first asks the provider about a checkout nobody reported on: once its payer has left the page. */
export const FIRST_CHECK_MINUTES = 5;

const minuteMs = 60 * 1000;

/**
 * Starting payments (from the join page, the billing page, a card check) and answering where one
 * stands. A payment row is written only after the provider has opened its checkout, so a provider
 * that is down leaves nothing behind.
 */
export class CheckoutService {
  constructor(
    private readonly deps: {
      payments: PaymentsRepository;
      users: UsersRepository;
      plans: PlansRepository;
      discounts: Pick<DiscountsService, 'priceForCheckout' | 'reserve' | 'release'>;
      limit: CheckoutLimit;
      settlement: PaymentSettlement;
      subscriptions: Pick<SubscriptionsService, 'getMine'>;
      auth: Pick<AuthService, 'signInAfterCheckout'>;
      provider: PaymentProvider;
      /** The currencies some payment account takes: a checkout in any other is refused before the provider is asked. */
      offeredCurrencies: readonly Currency[];
      passwords: Passwords;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  /**
   * The join page's checkout. A member pays for their own account; a visitor's registration is
   * checked now and kept with the payment, and the account is made (or found) only once it is
   * paid. The answer is the same whether or not the visitor's address has an account.
   */
  async startJoin(
    request: CheckoutRequest,
    viewer: string | undefined,
    visitor: VisitorSignup,
    clientAddress: string,
  ): Promise<Checkout & { claimToken: string | null }> {
    await this.deps.limit.consume(clientAddress);
    if (viewer) {
      const checkout = await this.startFor(viewer, request, joinCallbackPath);
      return { ...checkout, claimToken: null };
    }
    const signup = await this.checkedSignup(visitor);
    const claimToken = newSecretToken();
    const checkout = await this.start({
      request,
      email: signup.email,
      userId: null,
      callbackPath: localizedPath(joinCallbackPath, visitor.locale),
      locale: visitor.locale,
      signup: {
        fullName: signup.fullName,
        phone: signup.phone,
        passwordHash: signup.passwordHash,
        locale: visitor.locale,
      },
      claimTokenHash: hashToken(claimToken),
    });
    return { ...checkout, claimToken };
  }

  /** The billing page's checkout: a new subscription, or the next period paid in advance. */
  async startCheckout(userId: string, request: CheckoutRequest, clientAddress: string): Promise<Checkout> {
    await this.deps.limit.consume(clientAddress);
    return this.startFor(userId, request, billingCallbackPath);
  }

  /**
   * A card-only checkout for the smallest amount the provider takes, refunded once the card is
   * saved: the way to add a card without buying anything.
   */
  async startCardCheck(
    userId: string,
    currency: Currency | undefined,
    clientAddress: string,
  ): Promise<Checkout> {
    await this.deps.limit.consume(clientAddress);
    const user = await this.member(userId);
    const { offeredCurrencies } = this.deps;
    const chosen = offered(offeredCurrencies, currency ?? ownOrOffered(offeredCurrencies, user.country));
    const amount = knownMinimumAmount(chosen);
    return this.open({
      reference: newPaymentReference('card'),
      purpose: 'card_check',
      email: user.email,
      userId,
      planId: null,
      currency: chosen,
      price: { amountBefore: amount, discount: 0, amount, discountCodeId: null, discountCode: null },
      description: translatorFor(user.locale)('billing.checkoutDescription.cardCheck'),
      callbackPath: localizedPath(billingCallbackPath, user.locale),
      channels: ['card'],
      signup: null,
      claimTokenHash: null,
    });
  }

  /**
   * Where a payment stands. One not settled yet is asked of the provider and settled with its
   * answer, so the browser coming back fulfils it even when no webhook arrives. A provider that
   * does not answer leaves it `pending`: the browser asks again.
   */
  async verify(
    reference: string,
    viewer: string | undefined,
    claimToken: string | undefined,
    userAgent: string | undefined,
  ): Promise<VerifyPaymentResult> {
    let payment = await this.deps.payments.find(reference);
    if (!payment) throw paymentNotFound();
    if (!payment.fulfilledAt && !payment.refusedAt && payment.status !== 'failed') {
      try {
        const settled = await this.deps.settlement.verifyAndSettle(reference);
        if (settled) payment = settled.payment;
      } catch (error) {
        if (!(error instanceof PaymentProviderUnavailable)) throw error;
      }
    }
    const claimed =
      claimToken !== undefined &&
      payment.claimTokenHash === hashToken(claimToken) &&
      this.deps.clock.now().getTime() - payment.createdAt.getTime() < CLAIM_HOURS * 60 * 60 * 1000;
    // Paid means granted: a payment refused (and refunded) for an expired checkout or code is not.
    const paid = payment.fulfilledAt !== null;
    // A claim proves only that this browser started the checkout: it shows the membership of an
    // account the payment made, never of one that existed before (whose owner signs in to see it).
    const owner =
      payment.userId !== null && (viewer === payment.userId || (claimed && payment.createdAccount));
    const subscription =
      paid && owner && payment.userId ? await this.deps.subscriptions.getMine(payment.userId) : null;
    // Last: nothing after it can fail and lose a session whose claim is already spent.
    const session = paid && claimed ? await this.sessionFor(payment, claimToken, userAgent) : null;
    const { status } = payment;
    return {
      status: paid ? 'success' : status === 'pending' || status === 'abandoned' ? status : 'failed',
      reference: payment.reference,
      purpose: payment.purpose,
      amount: payment.amount,
      currency: payment.currency,
      subscription,
      session,
      signInRequired: paid && !session && viewer !== payment.userId,
    };
  }

  /** The session for the claiming browser, once, and only into an account this payment made. */
  private async sessionFor(
    payment: PaymentRow,
    claimToken: string,
    userAgent: string | undefined,
  ): Promise<Session | null> {
    if (!payment.createdAccount || !payment.userId) return null;
    const session = await this.deps.auth.signInAfterCheckout(payment.userId, userAgent, (scope) =>
      new PaymentsRepository(scope.db).takeClaim(payment.reference, hashToken(claimToken)),
    );
    return session ?? null;
  }

  private async startFor(userId: string, request: CheckoutRequest, callbackPath: string): Promise<Checkout> {
    const user = await this.member(userId);
    return this.start({
      request,
      email: user.email,
      userId,
      callbackPath: localizedPath(callbackPath, user.locale),
      locale: user.locale,
      signup: null,
      claimTokenHash: null,
    });
  }

  private async start(input: {
    request: CheckoutRequest;
    email: string;
    userId: string | null;
    callbackPath: string;
    /** The buyer's: the provider's page describes the payment in it. */
    locale: Locale;
    signup: PaymentRow['signup'];
    claimTokenHash: string | null;
  }): Promise<Checkout> {
    const { request } = input;
    offered(this.deps.offeredCurrencies, request.currency);
    const plan = await this.deps.plans.findById(request.planId);
    const price = await this.deps.discounts.priceForCheckout({
      code: request.discountCode,
      planId: request.planId,
      currency: request.currency,
    });
    if (!plan) throw planNotFound();
    if (plan.archivedAt && !(await this.holdsPlan(input.userId, plan.id))) {
      throw planNotFound();
    }
    return this.open({
      reference: newPaymentReference('sub'),
      purpose: 'subscription',
      email: input.email,
      userId: input.userId,
      planId: plan.id,
      currency: request.currency,
      price,
      description: translatorFor(input.locale)('billing.checkoutDescription.membership', {
        plan: plan.name,
        interval: plan.interval,
      }),
      callbackPath: input.callbackPath,
      channels: undefined,
      signup: input.signup,
      claimTokenHash: input.claimTokenHash,
    });
  }

  /**
   * An archived plan is sold only to members whose membership is on it: they pay its next period
   * (a pay link's renewal) until they change plan.
   */
  private async holdsPlan(userId: string | null, planId: string): Promise<boolean> {
    const subscription = userId ? await this.deps.subscriptions.getMine(userId) : null;
    return subscription !== null && subscription.status !== 'expired' && subscription.plan.id === planId;
  }

  /**
   * Reserves the discount's use, opens the provider's checkout, then records the payment it is
   * for. A checkout that does not open gives its reserved use back.
   */
  private async open(payment: OpeningPayment): Promise<Checkout> {
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MINUTES * minuteMs);
    await this.deps.discounts.reserve(payment.reference, payment.price);
    try {
      return await this.openReserved(payment, now, expiresAt);
    } catch (error) {
      await this.deps.discounts.release(payment.reference);
      throw error;
    }
  }

  private async openReserved(payment: OpeningPayment, now: Date, expiresAt: Date): Promise<Checkout> {
    const opened = await this.deps.provider
      .initialize({
        reference: payment.reference,
        email: payment.email,
        amount: payment.price.amount,
        currency: payment.currency,
        callbackUrl: `${this.deps.publicUrl}${payment.callbackPath}`,
        description: payment.description,
        channels: payment.channels,
        metadata: { purpose: payment.purpose, planId: payment.planId },
        expiresAt,
      })
      .catch((error: unknown) => {
        // The account's business does not take the currency after all (the provider logged which):
        // to the member, a currency not taken at the moment.
        if (isCurrencyNotSupported(error)) throw reasonError(422, ErrorReason.currencyNotOffered);
        throw error;
      });
    await this.deps.payments.insert(
      {
        reference: payment.reference,
        purpose: payment.purpose,
        userId: payment.userId,
        email: payment.email,
        planId: payment.planId,
        currency: payment.currency,
        amount: payment.price.amount,
        amountBefore: payment.price.amountBefore,
        discount: payment.price.discount,
        discountCodeId: payment.price.discountCodeId,
        discountCode: payment.price.discountCode,
        signup: payment.signup,
        claimTokenHash: payment.claimTokenHash,
        expiresAt,
        nextCheckAt: new Date(now.getTime() + FIRST_CHECK_MINUTES * minuteMs),
      },
      now,
    );
    return {
      reference: payment.reference,
      authorizationUrl: opened.authorizationUrl,
      amount: payment.price.amount,
      currency: payment.currency,
    };
  }

  private async member(userId: string) {
    const user = await this.deps.users.findById(userId);
    if (!user) throw AppError.unauthenticated('Your account no longer exists');
    return user;
  }

  /** The registration rules, with every missing field named at once. */
  private async checkedSignup(visitor: VisitorSignup) {
    const missing: Record<string, string> = {};
    if (!visitor.fullName) missing.fullName = 'validation.fullNameRequired';
    if (!visitor.email) missing.email = 'validation.emailRequired';
    if (!visitor.password) missing.password = 'validation.passwordChoiceRequired';
    if (!visitor.fullName || !visitor.email || !visitor.password) {
      throw AppError.validation(missing, 'validation.signupDetailsRequired');
    }
    this.deps.passwords.assertAcceptable(visitor.password);
    return {
      email: visitor.email,
      fullName: visitor.fullName,
      phone: visitor.phone ?? null,
      passwordHash: await this.deps.passwords.hash(visitor.password),
    };
  }
}
