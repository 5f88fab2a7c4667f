import * as findAlerts from '@creators-archive/contract/admin/find-alerts';
import * as findDiscountCodes from '@creators-archive/contract/admin/find-discount-codes';
import * as getOverview from '@creators-archive/contract/admin/get-overview';
import * as getAnalytics from '@creators-archive/contract/analytics/get-analytics';
import * as findMfaFactors from '@creators-archive/contract/auth/find-mfa-factors';
import * as findSessions from '@creators-archive/contract/auth/find-sessions';
import * as findDesigners from '@creators-archive/contract/directory/find-designers';
import * as getFeed from '@creators-archive/contract/follows/get-feed';
import * as suggestDesigners from '@creators-archive/contract/follows/suggest-designers';
import * as findInvoices from '@creators-archive/contract/invoices/find-invoices';
import * as getBillingDetails from '@creators-archive/contract/invoices/get-billing-details';
import * as getNotificationPreferences from '@creators-archive/contract/notifications/get-notification-preferences';
import * as findPaymentMethods from '@creators-archive/contract/payment-methods/find-payment-methods';
import * as getPortfolioStats from '@creators-archive/contract/portfolio/get-portfolio-stats';
import * as findPlans from '@creators-archive/contract/subscriptions/find-plans';
import * as findTransactions from '@creators-archive/contract/subscriptions/find-transactions';
import * as getMySubscription from '@creators-archive/contract/subscriptions/get-my-subscription';
import { fake, ok } from './fake-api';

/**
 * The reads screens make on their own — the home page's and the directory's lists, the member's
 * statistics, feed and suggested designers, second factors and sign-ins, notification e-mail settings, the join page's plans, the billing page's membership,
 * cards, invoices, billing details and payments, the admin's discount codes and overview — answered with nothing to show, for tests about something else. A test that cares
 * about one of them fakes its own answer, which is tried first.
 */
export function fakeEmptyReads() {
  fake(findDesigners, ok({ items: [], pagination: { limit: 24, nextCursor: null } }));
  fake(getFeed, ok({ items: [], pagination: { limit: 24, nextCursor: null } }));
  fake(suggestDesigners, ok({ items: [] }));
  fake(getPortfolioStats, ok({ items: 0, likes: 0, views: 0, byCategory: [] }));
  fake(getAnalytics, ok({ days: 30, daily: [], totals: { views: 0, likes: 0 }, topItems: [] }));
  fake(findMfaFactors, ok({ items: [] }));
  fake(findSessions, ok({ items: [] }));
  fake(getNotificationPreferences, ok({ follower: 'digest', like: 'digest', collection_save: 'digest' }));
  fake(findPlans, ok([]));
  fake(getMySubscription, ok(null));
  fake(findPaymentMethods, ok([]));
  fake(findInvoices, ok([]));
  fake(getBillingDetails, ok({ name: null, address: null, taxNumber: null }));
  fake(findTransactions, ok([]));
  fake(findDiscountCodes, ok([]));
  fake(findAlerts, ok({ alerts: [], openDisputes: [] }));
  fake(
    getOverview,
    ok({
      members: { total: 0, newLast7Days: 0, newLast30Days: 0 },
      activeSubscriptions: [],
      revenueThisMonth: [],
      pendingVerifications: 0,
      failedPayments: 0,
      openBookings: 0,
      daily: [],
      recentActivity: [],
    }),
  );
}
