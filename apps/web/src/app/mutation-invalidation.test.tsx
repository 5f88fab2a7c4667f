import * as approveEndpoint from '@creators-archive/contract/admin/approve-verification-request';
import * as decideBookingEndpoint from '@creators-archive/contract/admin/decide-booking';
import * as getMemberEndpoint from '@creators-archive/contract/admin/get-member';
import type { AdminMember } from '@creators-archive/contract/admin/get-member';
import * as getOverviewEndpoint from '@creators-archive/contract/admin/get-overview';
import type { Overview } from '@creators-archive/contract/admin/get-overview';
import * as plans from '@creators-archive/contract/admin/plans';
import * as revokeEndpoint from '@creators-archive/contract/admin/revoke-verification';
import * as getAnalyticsEndpoint from '@creators-archive/contract/analytics/get-analytics';
import * as deletePaymentMethodEndpoint from '@creators-archive/contract/payment-methods/delete-payment-method';
import * as deletePortfolioItemEndpoint from '@creators-archive/contract/portfolio/delete-portfolio-item';
import * as findPortfolioItemsEndpoint from '@creators-archive/contract/portfolio/find-portfolio-items';
import * as toggleLikeEndpoint from '@creators-archive/contract/portfolio/toggle-like';
import * as cancelSubscriptionEndpoint from '@creators-archive/contract/subscriptions/cancel-subscription';
import * as findPlansEndpoint from '@creators-archive/contract/subscriptions/find-plans';
import * as getMySubscriptionEndpoint from '@creators-archive/contract/subscriptions/get-my-subscription';
import * as getUserEndpoint from '@creators-archive/contract/users/get-user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMember } from '../features/admin-members/api/get-member';
import { useRevokeMemberVerification } from '../features/admin-members/api/member-actions';
import { useOverview } from '../features/admin-overview/api/get-overview';
import { useDeletePaymentMethod } from '../features/billing/api/delete-payment-method';
import { useUpdatePlan } from '../features/plans-admin/api/save-plan';
import { usePortfolioItems } from '../features/portfolio/api/find-portfolio-items';
import { useAnalytics } from '../features/portfolio/api/get-analytics';
import { useDeletePortfolioItem } from '../features/portfolio/api/delete-portfolio-item';
import { useToggleLike } from '../features/portfolio/api/toggle-like';
import { useConfirmBooking } from '../features/studios/api/decide-booking';
import { createAdminBooking } from '../features/studios/test-data';
import { useCancelSubscription } from '../features/subscriptions/api/cancel-subscription';
import { usePlans } from '../features/subscriptions/api/find-plans';
import { useMySubscription } from '../features/subscriptions/api/get-my-subscription';
import { useUser } from '../features/users/api/get-user';
import { useApproveVerificationRequest } from '../features/verification/api/decide-verification-request';
import {
  createMySubscription,
  createPlan,
  createPortfolioItem,
  createQueuedVerificationRequest,
  createUser,
  noFollows,
} from '../testing/factories';
import { fake, ok } from '../testing/fake-api';
import { resetBrowserState, signedIn } from '../testing/session';

/**
 * Each mutation refreshes what it changes that a screen may be showing: a query of another
 * feature, on view (observed) while the mutation runs, is asked for again once it succeeds, and
 * shows the server's new answer. Each test has a cache of its own, without the app's rule that
 * marks every answer stale after a change, so only the mutation's own invalidation is at work.
 */

beforeEach(resetBrowserState);
afterEach(cleanup);

/** `hook` rendered over a cache of its own that retries nothing. */
function renderWithCache<Result>(hook: () => Result) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

const memberId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

function createAdminMember(profile: Partial<AdminMember['profile']> = {}): AdminMember {
  return {
    profile: {
      ...createUser({ id: memberId, fullName: 'Kofi Mensah', email: 'kofi@example.com' }),
      suspendedAt: null,
      mfaEnrolled: false,
      portfolioItems: 4,
      ...profile,
    },
    subscription: null,
    transactions: [],
    invoices: [],
    verificationRequests: [],
    bookings: [],
    disputes: [],
  };
}

function createOverview(overrides: Partial<Overview> = {}): Overview {
  return {
    members: { total: 10, newLast7Days: 1, newLast30Days: 2 },
    activeSubscriptions: [],
    revenueThisMonth: [],
    pendingVerifications: 0,
    failedPayments: 0,
    openBookings: 0,
    daily: [],
    recentActivity: [],
    ...overrides,
  };
}

describe('a mutation refreshes what it changes', () => {
  it('billing: removing a card refreshes the membership, which renews by a link to pay without one', async () => {
    const membership = fake(
      getMySubscriptionEndpoint,
      ok(createMySubscription({ renews_with: 'card' })),
      ok(createMySubscription({ renews_with: 'pay_link' })),
    );
    fake(deletePaymentMethodEndpoint, ok([]));
    const { result } = renderWithCache(() => ({
      membership: useMySubscription(),
      removeCard: useDeletePaymentMethod(),
    }));
    await waitFor(() => expect(result.current.membership.data?.renews_with).toBe('card'));

    await act(() => result.current.removeCard.mutateAsync('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'));

    await waitFor(() => expect(result.current.membership.data?.renews_with).toBe('pay_link'));
    expect(membership.requests).toHaveLength(2);
  });

  it('subscriptions: cancelling refreshes the member’s own profile, which carries the membership', async () => {
    const me = await signedIn({ subscriptionStatus: 'active', subscriptionPlan: 'Creator Monthly' });
    const profile = fake(
      getUserEndpoint,
      ok({ ...me, ...noFollows }),
      ok({ ...me, ...noFollows, subscriptionStatus: 'cancelled' }),
    );
    fake(cancelSubscriptionEndpoint, ok(createMySubscription({ status: 'cancelled' })));
    const { result } = renderWithCache(() => ({ profile: useUser(me.id), cancel: useCancelSubscription() }));
    await waitFor(() => expect(result.current.profile.data).toMatchObject({ subscriptionStatus: 'active' }));

    await act(() => result.current.cancel.mutateAsync());

    await waitFor(() =>
      expect(result.current.profile.data).toMatchObject({ subscriptionStatus: 'cancelled' }),
    );
    // The fake of /v1/users/:id answers the session's /v1/users/me too, which cancelling also asks.
    const profileReads = profile.requests.filter((request) => request.url === `/v1/users/${me.id}`);
    expect(profileReads).toHaveLength(2);
  });

  it('plans: renaming a plan in the console refreshes the plans members choose from', async () => {
    const plan = createPlan();
    const onOffer = fake(findPlansEndpoint, ok([plan]), ok([{ ...plan, name: 'Creator Plus' }]));
    fake(
      { method: plans.updateMethod, path: plans.updatePath, ZAdminPlanResponse: plans.ZAdminPlanResponse },
      ok({ ...plan, name: 'Creator Plus', position: 0, archivedAt: null, members: 3 }),
    );
    const { result } = renderWithCache(() => ({ onOffer: usePlans(), update: useUpdatePlan() }));
    await waitFor(() => expect(result.current.onOffer.data?.[0]?.name).toBe('Creator Monthly'));

    await act(() => result.current.update.mutateAsync({ id: plan.id, body: { name: 'Creator Plus' } }));

    await waitFor(() => expect(result.current.onOffer.data?.[0]?.name).toBe('Creator Plus'));
    expect(onOffer.requests).toHaveLength(2);
  });

  it('admin members: revoking a badge refreshes the member’s public profile', async () => {
    const kofi = createUser({ id: memberId, verified: true });
    const profile = fake(
      getUserEndpoint,
      ok({ ...kofi, ...noFollows }),
      ok({ ...kofi, ...noFollows, verified: false }),
    );
    fake(revokeEndpoint, ok({ userId: memberId, verified: false }));
    fake(getMemberEndpoint, ok(createAdminMember({ verified: false })));
    const { result } = renderWithCache(() => ({
      profile: useUser(memberId),
      revoke: useRevokeMemberVerification(memberId),
    }));
    await waitFor(() => expect(result.current.profile.data?.verified).toBe(true));

    await act(() => result.current.revoke.mutateAsync('Work shown is not theirs.'));

    await waitFor(() => expect(result.current.profile.data?.verified).toBe(false));
    expect(profile.requests).toHaveLength(2);
  });

  it('verification: approving a request refreshes the member’s page in the console', async () => {
    const page = fake(
      getMemberEndpoint,
      ok(createAdminMember({ verified: false })),
      ok(createAdminMember({ verified: true })),
    );
    fake(approveEndpoint, ok(createQueuedVerificationRequest({ status: 'approved' })));
    const { result } = renderWithCache(() => ({
      member: useMember(memberId),
      approve: useApproveVerificationRequest(),
    }));
    await waitFor(() => expect(result.current.member.data?.profile.verified).toBe(false));

    await act(() => result.current.approve.mutateAsync('b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e'));

    await waitFor(() => expect(result.current.member.data?.profile.verified).toBe(true));
    expect(page.requests).toHaveLength(2);
  });

  it('studios: confirming a booking refreshes the overview’s count of open bookings', async () => {
    const overview = fake(
      getOverviewEndpoint,
      ok(createOverview({ openBookings: 2 })),
      ok(createOverview({ openBookings: 1 })),
    );
    const booking = createAdminBooking();
    fake(
      { method: 'POST', path: decideBookingEndpoint.confirmPath, ...decideBookingEndpoint },
      ok({ ...booking, status: 'confirmed' }),
    );
    const { result } = renderWithCache(() => ({ overview: useOverview(), confirm: useConfirmBooking() }));
    await waitFor(() => expect(result.current.overview.data?.openBookings).toBe(2));

    await act(() => result.current.confirm.mutateAsync({ id: booking.id, note: '' }));

    await waitFor(() => expect(result.current.overview.data?.openBookings).toBe(1));
    expect(overview.requests).toHaveLength(2);
  });

  it('portfolio: deleting a work refreshes the views and likes, where it was among the most viewed', async () => {
    const work = createPortfolioItem({ status: 'ready', viewCount: 40 });
    const top = { id: work.id, title: work.title, views: 40, likes: 2 };
    const analytics = fake(
      getAnalyticsEndpoint,
      ok({ days: 30, daily: [], totals: { views: 40, likes: 2 }, topItems: [top] }),
      ok({ days: 30, daily: [], totals: { views: 0, likes: 0 }, topItems: [] }),
    );
    fake(deletePortfolioItemEndpoint, ok({ id: work.id }));
    const { result } = renderWithCache(() => ({
      analytics: useAnalytics(30),
      remove: useDeletePortfolioItem(),
    }));
    await waitFor(() => expect(result.current.analytics.data?.topItems).toEqual([top]));

    await act(() => result.current.remove.mutateAsync(work.id));

    await waitFor(() => expect(result.current.analytics.data?.topItems).toEqual([]));
    expect(analytics.requests).toHaveLength(2);
  });

  it('portfolio: a like writes its count into the gallery’s works without asking for them again', async () => {
    const work = createPortfolioItem({ status: 'ready', likeCount: 4 });
    const gallery = fake(
      findPortfolioItemsEndpoint,
      ok({ items: [work], pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } }),
    );
    fake(toggleLikeEndpoint, ok({ liked: true, likeCount: 5 }));
    const { result } = renderWithCache(() => ({
      gallery: usePortfolioItems({ userId: work.userId, limit: 50 }),
      like: useToggleLike(),
    }));
    await waitFor(() => expect(result.current.gallery.data?.items[0]?.likeCount).toBe(4));

    await act(() => result.current.like.mutateAsync(work.id));

    expect(result.current.gallery.data?.items[0]?.likeCount).toBe(5);
    expect(gallery.requests).toHaveLength(1);
  });
});
