import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import type {
  DiscountRefusal,
  DiscountValidation,
} from '@creators-archive/contract/subscriptions/validate-discount';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PlansService } from '../plans';
import { applyDiscount, refusalOf } from './discount-arithmetic';
import type { Scope } from '../../db/transactions';
import {
  DiscountsRepository,
  type NewDiscountCode,
  type NewRedemption,
  type RedemptionOutcome,
} from './discounts.repository';

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
   * Counts a paid checkout's use of a code, on the settling step's transaction (`scope`): once per
   * payment reference, never past `max_redemptions`. 'used_up' means the discount cannot be granted.
   */
  async redeemOn(scope: Scope, redemption: NewRedemption): Promise<RedemptionOutcome> {
    return new DiscountsRepository(scope.db).redeem(redemption);
  }
}
