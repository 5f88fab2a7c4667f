import type { Transaction } from '../../db/transactions';
import { pageAddress } from '../../i18n/page-address';
import { queueMail } from '../../mail/mail';
import { membershipMails } from './membership.mail';
import type { PaymentMethodsRepository } from './payment-methods.repository';
import type { SubscriptionsRepositories } from './subscriptions-repositories';

/** Cards told of per pass; the rest are told on the next. */
const BATCH = 500;

/**
 * Tells each member whose membership renews with a saved card that expires this month, once per
 * card, so they add a new one before the renewal is declined. Answers how many were told.
 */
export async function sendCardExpiryNotices(
  deps: {
    paymentMethods: Pick<PaymentMethodsRepository, 'findRenewingExpiringIn'>;
    transaction: Transaction<SubscriptionsRepositories>;
    publicUrl: string;
  },
  now: Date,
): Promise<number> {
  const cards = await deps.paymentMethods.findRenewingExpiringIn(
    now.getUTCFullYear(),
    now.getUTCMonth() + 1,
    BATCH,
  );
  let told = 0;
  for (const card of cards) {
    const sent = await deps.transaction(async ({ users, subscriptions, paymentMethods, jobs }) => {
      const user = await users.lockById(card.userId);
      const subscription = await subscriptions.findByUser(card.userId);
      if (!user || !subscription || !(await paymentMethods.markExpiryNoticeSent(card.id, now))) return false;
      await queueMail(
        jobs,
        membershipMails(user.locale).cardExpiring(user.email, user.fullName, {
          brand: card.brand,
          last4: card.last4,
          renewsOn: subscription.nextRenewalAt ?? subscription.currentPeriodEnd,
          billingUrl: pageAddress(deps.publicUrl, '/account/billing', user.locale),
        }),
        now,
      );
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}
