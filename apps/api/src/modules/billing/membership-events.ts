import type { Scope } from '../../db/transactions';

/**
 * Told in the transaction that ended a member's membership (at its end, after its renewals
 * failed, or with the refund of the time it had left), under the member's row lock, so what an
 * area gives members only (studio time) ends with it or not at all.
 */
export type MembershipEndedListener = (scope: Scope, userId: string, now: Date) => Promise<void>;

/**
 * What billing tells the areas above it. Billing knows none of them: an area that keeps something
 * for members adds a listener when it is registered, after billing, as account deletion steps are
 * added to the account area.
 */
export class MembershipEvents {
  private readonly endedListeners: MembershipEndedListener[] = [];

  onMembershipEnded(listener: MembershipEndedListener): void {
    this.endedListeners.push(listener);
  }

  async endedOn(scope: Scope, userId: string, now: Date): Promise<void> {
    for (const listener of this.endedListeners) await listener(scope, userId, now);
  }
}
