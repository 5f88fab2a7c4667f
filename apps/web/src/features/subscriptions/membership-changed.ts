import type { QueryClient } from '@tanstack/react-query';
import { getSession, refreshCurrentUser } from '../../lib/session';
import { transactionsQueryKey } from './api/find-transactions';
import { mySubscriptionQueryKey } from './api/get-my-subscription';

/**
 * After anything that changes the membership (a payment, a cancel, a reactivation): the
 * membership and the payments are asked for again, and so is the member, whose
 * `subscriptionStatus` and `subscriptionPlan` the sidebar's membership card shows and their own
 * profile (`['users', id]`, the users feature's key) carries.
 */
export async function membershipChanged(client: QueryClient): Promise<void> {
  const session = getSession();
  await Promise.all([
    client.invalidateQueries({ queryKey: mySubscriptionQueryKey }),
    client.invalidateQueries({ queryKey: transactionsQueryKey }),
    session.status === 'signed-in' && client.invalidateQueries({ queryKey: ['users', session.user.id] }),
    refreshCurrentUser(),
  ]);
}
