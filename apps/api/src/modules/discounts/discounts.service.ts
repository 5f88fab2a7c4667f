import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import type {
  DiscountRefusal,
  DiscountValidation,
} from '@creators-archive/contract/subscriptions/validate-discount';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PlansService } from '../plans';
import { applyDiscount, refusalOf, refusalWhenPaid, type PaidRefusal } from './discount-arithmetic';
import type { Scope, Transaction } from '../../db/transactions';
import { DiscountsRepository, type NewDiscountCode } from './discounts.repository';

/** A checkout's price in minor units, and the code that lowered it. */
export type CheckoutPrice = {
  amountBefore: number;
  discount: number;
  amount: number;
  discountCodeId: string | null;
  /** As the code was created (`Launch20`), however it was typed: what the invoice prints. */
  discountCode: string | null;
};

const refusalMessages: Record<DiscountRefusal, string> = {
  unknown: 'This discount code does not exist',
  expired: 'This discount code has expired',
  not_started: 'This discount code cannot be used yet',
  used_up: 'This discount code has been used as many times as it allows',
  wrong_plan: 'This discount code is not for this plan',
  wrong_currency: 'This discount code is not for this currency',
};

export class DiscountsService {
  constructor(
    private readonly deps: {
      discounts: DiscountsRepository;
      plans: Pick<PlansService, 'priceOf'>;
      transaction: Transaction<{ discounts: DiscountsRepository }>;
      clock: Clock;
    },
  ) {}

  /**
   * The plan's price in the currency with the code applied, or why the code cannot be used. An
   * unknown plan, or one not sold in the currency, is an error rather than a refused code.
   */
  async validate(asked: { code: string; planId: string; currency: Currency }): Promise<DiscountValidation> {
    return (await this.priced(asked)).validation;
  }

  private async priced(asked: {
    code: string;
    planId: string;
    currency: Currency;
  }): Promise<
    | { validation: Extract<DiscountValidation, { valid: true }>; codeId: string }
    | { validation: Extract<DiscountValidation, { valid: false }>; codeId: null }
  > {
    const amountBefore = await this.deps.plans.priceOf(asked.planId, asked.currency);
    const terms = await this.deps.discounts.findByCode(asked.code);
    const reason = refusalOf(terms, { ...asked, now: this.deps.clock.now() });
    if (!terms || reason) {
      const refused = reason ?? 'unknown';
      const validation: Extract<DiscountValidation, { valid: false }> = {
        valid: false,
        code: asked.code,
        kind: null,
        value: null,
        currency: asked.currency,
        amountBefore,
        discount: 0,
        amountAfter: amountBefore,
        reason: refused,
        message: refusalMessages[refused],
      };
      return { validation, codeId: null };
    }
    const validation: Extract<DiscountValidation, { valid: true }> = {
      valid: true,
      code: terms.code,
      kind: terms.kind,
      value: terms.value,
      currency: asked.currency,
      ...applyDiscount(terms, amountBefore, asked.currency),
    };
    return { validation, codeId: terms.id };
  }

  /**
   * What a checkout charges for a plan in a currency, with the code applied when one is given. A
   * code that cannot be used is refused (422 DISCOUNT_REFUSED, saying why) rather than ignored, so
   * the member never pays a price they were not shown.
   */
  async priceForCheckout(asked: {
    code: string | undefined;
    planId: string;
    currency: Currency;
  }): Promise<CheckoutPrice> {
    if (asked.code === undefined) {
      const amountBefore = await this.deps.plans.priceOf(asked.planId, asked.currency);
      return { amountBefore, discount: 0, amount: amountBefore, discountCodeId: null, discountCode: null };
    }
    const { validation, codeId } = await this.priced({ ...asked, code: asked.code });
    if (!validation.valid) {
      throw new AppError(422, ErrorReason.discountRefused, validation.message, {
        discountReason: validation.reason,
        fields: { discountCode: validation.message },
      });
    }
    return {
      amountBefore: validation.amountBefore,
      discount: validation.discount,
      amount: validation.amountAfter,
      discountCodeId: codeId,
      discountCode: validation.code,
    };
  }

  /**
   * For the demo seed and tests until codes are created by an admin; answers whether it was added.
   * Without a start, a code is good from now by the service's clock, the one validation reads.
   */
  async addIfAbsent(code: NewDiscountCode): Promise<boolean> {
    return (
      (await this.deps.discounts.insertIfAbsent({ startsAt: this.deps.clock.now(), ...code })) !== undefined
    );
  }

  /**
   * Reserves a use of the price's code for the checkout `paymentReference` is about to open, by the
   * conditional update that counts uses: a code whose last use another checkout took meanwhile is
   * refused (422 DISCOUNT_REFUSED, used up). Nothing to reserve for a price without a code.
   */
  async reserve(paymentReference: string, price: CheckoutPrice): Promise<void> {
    const { discountCodeId } = price;
    if (!discountCodeId) return;
    const outcome = await this.deps.transaction(({ discounts }) =>
      discounts.take({
        discountCodeId,
        paymentReference,
        userId: null,
        amountDiscounted: price.discount,
        status: 'reserved',
      }),
    );
    if (outcome === 'used_up') {
      throw new AppError(422, ErrorReason.discountRefused, refusalMessages.used_up, {
        discountReason: 'used_up',
        fields: { discountCode: refusalMessages.used_up },
      });
    }
  }

  /** Gives back the use a checkout reserved (one that never opened, or can no longer be paid). */
  async release(paymentReference: string): Promise<void> {
    await this.deps.transaction(({ discounts }) => discounts.release(paymentReference));
  }

  /** The same, on the settling step's transaction (`scope`). */
  async releaseOn(scope: Scope, paymentReference: string): Promise<void> {
    await new DiscountsRepository(scope.db).release(paymentReference);
  }

  /**
   * On the settling step's transaction (`scope`): whether a paid checkout's code can be honoured.
   * The code must have been good when the money was paid (not deactivated, not expired) and the
   * checkout must hold its use: the one it reserved, or, when that was given back (a declined
   * attempt before the one that paid), one taken now by the same conditional update. Undefined
   * when it is honoured; the reason otherwise, the reservation given back.
   */
  async honourOn(
    scope: Scope,
    paid: { discountCodeId: string; paymentReference: string; amountDiscounted: number; paidAt: Date },
  ): Promise<PaidRefusal | 'used_up' | undefined> {
    const discounts = new DiscountsRepository(scope.db);
    const terms = await discounts.findById(paid.discountCodeId);
    const refusal = terms ? refusalWhenPaid(terms, paid.paidAt) : 'deactivated';
    if (refusal) {
      await discounts.release(paid.paymentReference);
      return refusal;
    }
    if (await discounts.holdsReservation(paid.paymentReference)) return undefined;
    const taken = await discounts.take({
      discountCodeId: paid.discountCodeId,
      paymentReference: paid.paymentReference,
      userId: null,
      amountDiscounted: paid.amountDiscounted,
      status: 'reserved',
    });
    return taken === 'used_up' ? 'used_up' : undefined;
  }

  /** On the settling step's transaction: the use `honourOn` held becomes the member's paid use. */
  async redeemOn(scope: Scope, paymentReference: string, userId: string): Promise<void> {
    await new DiscountsRepository(scope.db).redeemReserved(paymentReference, userId);
  }

  /**
   * Gives back uses still reserved by checkouts opened before `openedBefore`, which can no longer
   * be paid: what a process that stopped between reserving and opening a checkout left behind.
   */
  async releaseStale(openedBefore: Date): Promise<number> {
    let released = 0;
    for (const reference of await this.deps.discounts.staleReservations(openedBefore)) {
      if (await this.deps.transaction(({ discounts }) => discounts.release(reference))) released += 1;
    }
    return released;
  }
}
