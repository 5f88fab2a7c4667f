import * as getMemberEndpoint from '@creators-archive/contract/admin/get-member';
import type { AdminMember } from '@creators-archive/contract/admin/get-member';
import * as plans from '@creators-archive/contract/admin/plans';
import { screen, within } from '@testing-library/react';
import {
  createInvoice,
  createMySubscription,
  createTransaction,
  createUser,
  createVerificationRequest,
} from '../../../testing/factories';
import { fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

/** What the member's admin page is shown about, for the tests of that page. */

export const memberId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const subscription = createMySubscription();

export const findPlans = {
  method: plans.findMethod,
  path: plans.findPath,
  ZFindAdminPlansResponse: plans.ZFindAdminPlansResponse,
} as const;

/** Kofi, a verified member with a refundable ₦10,000 payment, a failed one, an invoice and no disputes. */
export function createAdminMember(overrides: Partial<AdminMember> = {}): AdminMember {
  return {
    profile: {
      ...createUser({
        id: memberId,
        fullName: 'Kofi Mensah',
        email: 'kofi@example.com',
        phone: '+233201234567',
        country: 'Ghana',
        city: 'Accra',
        verified: true,
        subscriptionStatus: 'active',
        subscriptionPlan: subscription.plan.name,
      }),
      suspendedAt: null,
      mfaEnrolled: false,
      portfolioItems: 4,
    },
    subscription,
    transactions: [
      {
        ...createTransaction({ reference: 'CA-REF-2', amount: 1_000_000 }),
        refundable: true,
        refundPending: false,
        refundedAmount: 0,
      },
      {
        ...createTransaction({ reference: 'CA-REF-1', status: 'failed', paidAt: null }),
        refundable: false,
        refundPending: false,
        refundedAmount: 0,
      },
    ],
    invoices: [createInvoice()],
    verificationRequests: [
      createVerificationRequest({ status: 'approved', decidedAt: '2026-03-05T10:00:00.000Z' }),
      createVerificationRequest({
        id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
        status: 'rejected',
        decidedAt: '2026-02-05T10:00:00.000Z',
        reason: 'Not enough finished work yet.',
      }),
    ],
    bookings: [],
    disputes: [],
    ...overrides,
  };
}

export const kofi = createAdminMember();

/** The page's part titled `name`. */
export const panel = (name: string) => within(screen.getByRole('region', { name }));

/** The member's page for `member`, signed in as an admin; `answerOtherwise` fakes answers of its own, tried before these. */
export async function openMember(member: AdminMember = kofi, answerOtherwise: () => void = () => {}) {
  fake(getMemberEndpoint, ok(member));
  fake(findPlans, ok([]));
  answerOtherwise();
  await signedIn({ role: 'admin', email: 'admin@example.com' });
  renderApp(`/admin/members/${memberId}`);
  await screen.findByRole('heading', { level: 1, name: member.profile.fullName });
}
