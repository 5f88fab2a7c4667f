import { ErrorReason } from '@creators-archive/contract';
import type { SubscriptionRow } from '../../db/schema';
import type { Scope } from '../../db/transactions';
import type { Jobs } from '../../jobs/jobs';
import { AppError } from '../../lib/app-error';
import { planNotFound } from '../plans';
import { stateOf } from './payment-settlement';
import { comp, compPrice, extend, SubscriptionRuleError } from './subscription-state';
import { subscriptionsRepositoriesOn, type SubscriptionsRepositories } from './subscriptions-repositories';

/** A membership given (`comp`) to a member who holds one already. */
export const membershipHeld = () =>
  new AppError(
    409,
    ErrorReason.subscriptionStateConflict,
    'This member has a membership already; extend it instead',
  );

/** A membership an admin asked to extend that is not live (none, or expired). */
const notExtendable = () =>
  new AppError(
    409,
    ErrorReason.subscriptionStateConflict,
    'Only an active or cancelled membership can be extended',
  );

/** A membership before and after a grant, for the caller's audit entry. */
export type GrantedMembership<Before> = { before: Before; after: SubscriptionRow };

/**
 * Membership time nobody pays for: an admin's extension or gift, and the demo's. Each runs in the
 * caller's transaction (the admin's, beside its audit entry), under the member's row lock the
 * caller took, by the rules of `subscription-state.ts`; the subscription row is written here only.
 */
export class MembershipGrants {
  constructor(private readonly deps: { jobs: Jobs }) {}

  /** Pushes the end of the member's live membership out by `days` (`extend`); 409 when none is live. */
  async extendOn(
    scope: Scope,
    userId: string,
    days: number,
    now: Date,
  ): Promise<GrantedMembership<SubscriptionRow>> {
    const { subscriptions } = this.repositoriesOn(scope);
    const current = await subscriptions.findByUser(userId);
    if (!current) throw notExtendable();
    let state;
    try {
      state = extend(stateOf(current), days);
    } catch (error) {
      if (error instanceof SubscriptionRuleError) throw notExtendable();
      throw error;
    }
    const after = await subscriptions.update(current.id, state, now);
    if (!after) throw new Error('The subscription was not updated');
    return { before: current, after };
  }

  /**
   * Gives a member with no live membership `days` of `planId` that do not renew (`comp`); 409 for
   * one held already, 404 for no such plan. Priced, for what a renewal would charge should they
   * turn renewing on, in the currency of their last subscription, else `currencyIfNone`, when the
   * plan is sold in it, else in its first price.
   */
  async compOn(
    scope: Scope,
    userId: string,
    grant: { planId: string; days: number; currencyIfNone?: string },
    now: Date,
  ): Promise<GrantedMembership<SubscriptionRow | undefined>> {
    const { subscriptions, plans } = this.repositoriesOn(scope);
    const plan = (await plans.findAll()).find((offer) => offer.id === grant.planId);
    if (!plan) throw planNotFound();
    const current = await subscriptions.findByUser(userId);
    let state;
    try {
      state = comp(current && stateOf(current), { planId: plan.id, days: grant.days, now });
    } catch (error) {
      if (error instanceof SubscriptionRuleError) throw membershipHeld();
      throw error;
    }
    const price = compPrice(plan.prices, current?.currency ?? grant.currencyIfNone);
    if (!price) throw new AppError(422, ErrorReason.planNotPricedInCurrency, 'This plan has no price');
    const values = { ...state, currency: price.currency, amount: price.amount };
    const after = current
      ? await subscriptions.update(current.id, { ...values, remindedForPeriodEnd: null }, now)
      : await subscriptions.save(userId, values, now);
    if (!after) throw new Error('The subscription was not saved');
    return { before: current, after };
  }

  private repositoriesOn(scope: Scope): SubscriptionsRepositories {
    return subscriptionsRepositoriesOn(scope, this.deps.jobs);
  }
}
