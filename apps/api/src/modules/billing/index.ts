import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { PermanentJobError } from '../../jobs/job-worker';
import { PaymentProviderRefused } from '../../payments/provider';
import type { AccountService } from '../account';
import { AuditRepository } from '../audit';
import type { AuthService } from '../auth';
import type { DiscountsService } from '../discounts';
import type { NotificationsService } from '../notifications';
import { PlansRepository, type PlanAdminService, type PlansService } from '../plans';
import { UsersRepository } from '../users';
import { AdminAlerts } from './admin-alerts';
import { adminAlertsRoutes } from './admin-alerts.routes';
import { CardCheckRefunds } from './card-check-refunds';
import { buyerLocaleOf } from './buyer-locale';
import { CheckoutLimit } from './checkout-limit';
import { CheckoutService } from './checkout.service';
import { Idempotency } from './idempotency';
import { IdempotencyRepository } from './idempotency.repository';
import { Disputes } from './disputes';
import { MembershipEvents } from './membership-events';
import { MembershipGrants } from './membership-grants';
import { PaymentMethodsRepository } from './payment-methods.repository';
import { PaymentMethodsService } from './payment-methods.service';
import { PaymentRefundsService } from './payment-refunds.service';
import { PaymentSettlement } from './payment-settlement';
import { PaymentsRepository } from './payments.repository';
import { RefundRecords } from './refund-records';
import { RenewalsService } from './renewals.service';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { sandboxRenewalsRoutes } from './sandbox-renewals.routes';
import { ScheduledTasksRepository } from './scheduled-tasks.repository';
import {
  cardCheckRefundJob,
  deactivateAuthorizationJob,
  refusedPaymentRefundJob,
  renewalRetryWithNewCardJob,
  webhookEventJob,
} from './subscriptions.jobs';
import { subscriptionsRepositoriesOn } from './subscriptions-repositories';
import { SubscriptionsRepository } from './subscriptions.repository';
import { subscriptionsRoutes } from './subscriptions.routes';
import { SubscriptionsService } from './subscriptions.service';
import { WebhookEventsRepository } from './webhook-events.repository';
import { webhooksRoutes } from './webhooks.routes';
import { WebhooksService } from './webhooks.service';

export type { RenewalsService, RenewalPassReport } from './renewals.service';
export type { SubscriptionsService } from './subscriptions.service';
export { membershipHeld, type MembershipGrants } from './membership-grants';
export type { MembershipEndedListener, MembershipEvents } from './membership-events';
export type { CheckoutService } from './checkout.service';
export type { PaymentSettlement } from './payment-settlement';
export { notRefundable, type RefundRecords } from './refund-records';
export type { PaymentRefundsService } from './payment-refunds.service';
export type { Disputes } from './disputes';

/**
 * Billing, the one area that writes the money: checkouts from the join and billing pages, the one
 * settle step every report of a payment goes through, the member's subscription, saved cards,
 * refunds, webhooks, the renewal pass and, when the sandbox is the provider, its hosted checkout
 * page. Other areas change a membership only through what this area exports.
 */
export async function register(
  app: FastifyInstance,
  infrastructure: Infrastructure,
  needs: {
    account: Pick<AccountService, 'addDeletionStep'>;
    auth: Pick<AuthService, 'signInAfterCheckout'>;
    discounts: Pick<
      DiscountsService,
      'priceForCheckout' | 'reserve' | 'release' | 'releaseOn' | 'honourOn' | 'redeemOn' | 'releaseStale'
    >;
    plans: Pick<PlansService, 'list'>;
    planAdmin: Pick<PlanAdminService, 'addRepricingStep'>;
    notifications: Pick<NotificationsService, 'record'>;
  },
) {
  const {
    config,
    db,
    transactions,
    clock,
    log,
    jobs,
    counters,
    payments: provider,
    passwords,
  } = infrastructure;
  const transaction = transactions.over((scope) => subscriptionsRepositoriesOn(scope, jobs));
  const payments = new PaymentsRepository(db);
  // With one Paystack business per country, a payment is asked about at the one that took its currency.
  provider.routeByPaymentCurrency?.(async (reference) => (await payments.find(reference))?.currency);
  const paymentMethods = new PaymentMethodsRepository(db);
  const subscriptionsRepository = new SubscriptionsRepository(db);
  const users = new UsersRepository(db);
  const idempotencyKeys = new IdempotencyRepository(db);
  const alerts = new AdminAlerts({ jobs, db, publicUrl: config.publicUrl });
  const settlement = new PaymentSettlement({
    provider,
    discounts: needs.discounts,
    alerts,
    notifications: needs.notifications,
    transaction,
    clock,
    log,
    publicUrl: config.publicUrl,
    accounts: config.payments.accounts,
  });
  const membershipEvents = new MembershipEvents();
  const refunds = new RefundRecords({ jobs, events: membershipEvents, alerts });
  const disputes = new Disputes({
    jobs,
    events: membershipEvents,
    alerts,
    provider,
    transaction,
    db,
    clock,
    log,
  });
  const grants = new MembershipGrants({ jobs });
  const adminRefunds = new PaymentRefundsService({
    users,
    refunds,
    provider,
    transaction: transactions.over((scope) => ({ audit: new AuditRepository(scope.db) })),
    clock,
    log,
  });

  const subscriptions = new SubscriptionsService({
    subscriptions: subscriptionsRepository,
    payments,
    paymentMethods,
    plans: needs.plans,
    grants,
    transaction,
    clock,
  });
  const checkout = new CheckoutService({
    payments,
    users,
    plans: new PlansRepository(db),
    discounts: needs.discounts,
    limit: new CheckoutLimit({
      store: counters,
      clock,
      perAddressPerHour: config.rateLimit.checkoutsPerAddressPerHour,
    }),
    settlement,
    subscriptions,
    auth: needs.auth,
    provider,
    offeredCurrencies: config.payments.offeredCurrencies,
    passwords,
    clock,
    publicUrl: config.publicUrl,
  });
  const methods = new PaymentMethodsService({ paymentMethods, transaction, clock });
  const events = new WebhookEventsRepository(db);
  const webhooks = new WebhooksService({
    provider,
    events,
    payments,
    settlement,
    refunds,
    disputes,
    transaction: transactions.over((scope) => ({
      events: new WebhookEventsRepository(scope.db),
      jobs: jobs.queueOn(scope),
    })),
    clock,
    log,
  });
  const renewals = new RenewalsService({
    subscriptions: subscriptionsRepository,
    payments,
    paymentMethods,
    users,
    tasks: new ScheduledTasksRepository(db),
    idempotency: idempotencyKeys,
    settlement,
    discounts: needs.discounts,
    events: membershipEvents,
    notifications: needs.notifications,
    provider,
    transaction,
    clock,
    log,
    publicUrl: config.publicUrl,
    reversals: disputes,
    graceDays: config.renewalGraceDays,
  });

  jobs.registry.add(renewalRetryWithNewCardJob, ({ userId, authorizationCode }) =>
    renewals.retryWithNewCard(userId, authorizationCode),
  );
  jobs.registry.add(webhookEventJob, ({ eventId }) => webhooks.process(eventId));
  const cardCheckRefunds = new CardCheckRefunds({ refunds, alerts, provider, transaction, clock, log });
  jobs.registry.add(cardCheckRefundJob, ({ reference }, job) => cardCheckRefunds.run(reference, job));

  jobs.registry.add(refusedPaymentRefundJob, async ({ reference }) => {
    try {
      await provider.refund({ reference });
    } catch (error) {
      if (error instanceof PaymentProviderRefused) throw new PermanentJobError(error.message);
      throw error;
    }
    await payments.markRefusedRefunded(reference, clock.now());
  });

  jobs.registry.add(deactivateAuthorizationJob, async ({ authorizationCode }) => {
    try {
      await provider.deactivateAuthorization(authorizationCode);
    } catch (error) {
      // Refused: the provider no longer knows the card, which is what was asked.
      if (!(error instanceof PaymentProviderRefused)) throw error;
      log.info({ err: error }, 'a saved card was already forgotten by the provider');
    }
  });

  // Deleting an account ends its renewals and forgets its cards, here and at the provider;
  // payments and invoices stay, as tax law requires, with the account's id cleared by their
  // foreign keys.
  needs.account.addDeletionStep('subscription and saved cards', async (userId, scope) => {
    const bound = subscriptionsRepositoriesOn(scope, jobs);
    const now = clock.now();
    for (const authorizationCode of await bound.paymentMethods.deleteByUser(userId)) {
      await bound.jobs.enqueue(deactivateAuthorizationJob, { authorizationCode }, now);
    }
    await bound.subscriptions.deleteByUser(userId);
  });

  // A plan's new price reaches its members at their next charge (their renewal amount).
  needs.planAdmin.addRepricingStep((scope, { planId, prices, now }) =>
    new SubscriptionsRepository(scope.db).reprice(planId, prices, now),
  );

  await app.register(subscriptionsRoutes, {
    checkout,
    subscriptions,
    paymentMethods: methods,
    idempotency: new Idempotency({ keys: idempotencyKeys, clock }),
    startRateLimit: config.rateLimit.authMax,
  });
  await app.register(adminAlertsRoutes, { alerts, disputes, clock });
  await app.register(webhooksRoutes, {
    webhooks,
    rateLimitMax: config.rateLimit.webhookMax,
    senders: config.webhookSenders,
  });
  const sandbox = infrastructure.sandboxPayments;
  if (sandbox) {
    const buyerLocale = (reference: string) => buyerLocaleOf(reference, { payments, users });
    await app.register(sandboxCheckoutRoutes, { sandbox, buyerLocale });
  }
  if (sandbox && config.environment !== 'production') {
    await app.register(sandboxRenewalsRoutes, { renewals });
  }
  app.addHook('onClose', () => renewals.stop());
  return {
    subscriptions,
    checkout,
    renewals,
    settlement,
    refunds,
    grants,
    adminRefunds,
    membershipEvents,
    disputes,
  };
}
