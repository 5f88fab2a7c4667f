import * as findAlerts from '@creators-archive/contract/admin/find-alerts';
import * as findDiscountCodes from '@creators-archive/contract/admin/find-discount-codes';
import * as getOverview from '@creators-archive/contract/admin/get-overview';
import * as getAnalytics from '@creators-archive/contract/analytics/get-analytics';
import * as findMfaFactors from '@creators-archive/contract/auth/find-mfa-factors';
import * as findSessions from '@creators-archive/contract/auth/find-sessions';
import * as findDesigners from '@creators-archive/contract/directory/find-designers';
import * as findInvoices from '@creators-archive/contract/invoices/find-invoices';
import * as getBillingDetails from '@creators-archive/contract/invoices/get-billing-details';
import * as findPaymentMethods from '@creators-archive/contract/payment-methods/find-payment-methods';
import * as getPortfolioStats from '@creators-archive/contract/portfolio/get-portfolio-stats';
import * as findPlans from '@creators-archive/contract/subscriptions/find-plans';
import * as findTransactions from '@creators-archive/contract/subscriptions/find-transactions';
import * as getMySubscription from '@creators-archive/contract/subscriptions/get-my-subscription';
import { fake, ok } from './fake-api';

/**
 * The reads screens make on their own — the home page's and the directory's lists, the member's
 * statistics, second factors and sign-ins, the join page's plans, the billing page's membership,
 * cards, invoices, billing details and payments, the admin's discount codes and overview — answered with nothing to show, for tests about something else. A test that cares
 * about one of them fakes its own answer, which is tried first.
 */
export function fakeEmptyReads() {
  fake(findDesigners, ok({ items: [], pagination: { limit: 24, nextCursor: null } }));
  fake(getPortfolioStats, ok({ items: 0, likes: 0, views: 0, byCategory: [] }));
  fake(getAnalytics, ok({ days: 30, daily: [], totals: { views: 0, likes: 0 }, topItems: [] }));
  fake(findMfaFactors, ok({ items: [] }));
  fake(findSessions, ok({ items: [] }));
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
