import * as getMemberEndpoint from '@creators-archive/contract/admin/get-member';
import * as actions from '@creators-archive/contract/admin/member-actions';
import * as refundEndpoint from '@creators-archive/contract/admin/refund-payment';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import {
  createAdminMember,
  findPlans,
  kofi,
  memberId,
  openMember,
  panel,
  subscription,
} from '../../../features/admin-members/testing/member-page';
import { fail, fake, ok } from '../../../testing/fake-api';
import { type } from '../../../testing/form';

beforeEach(fakeEmptyReads);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const memberAction = (path: string) =>
  ({ method: actions.method, path, ZMemberActionResponse: actions.ZMemberActionResponse }) as const;

describe('a member’s admin page', () => {
  it('shows the profile, subscription, payments, invoices and verification history', async () => {
    await openMember();

    const profile = panel('Profile');
    expect(profile.getByText('kofi@example.com')).toBeTruthy();
    expect(profile.getByText('+233201234567')).toBeTruthy();
    expect(profile.getByText('Two-step sign-in').nextElementSibling?.textContent).toBe('Not set up');
    expect(panel('Subscription').getByText(subscription.plan.name)).toBeTruthy();

    const payments = panel('Payments');
    const refundable = within(payments.getByText('CA-REF-2').closest('tr')!);
    expect(refundable.getByRole('button', { name: 'Refund' })).toBeTruthy();
    const failed = within(payments.getByText('CA-REF-1').closest('tr')!);
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.queryByRole('button', { name: 'Refund' })).toBeNull();

    expect(panel('Invoices').getByText('CA-2026-000123')).toBeTruthy();
    expect(panel('Verification history').getByText('Not enough finished work yet.')).toBeTruthy();
    expect(panel('Bookings').getByText('No bookings.')).toBeTruthy();
  });

  it('shows a payment due with its grace and when the declined card is tried again', async () => {
    const due = {
      since: '2026-12-01T10:00:00.000Z',
      grace_ends_at: '2026-12-15T10:00:00.000Z',
      next_retry_at: '2026-12-04T10:00:00.000Z',
      reason: 'card_declined' as const,
    };
    await openMember(createAdminMember({ subscription: { ...subscription, payment_due: due } }));

    const shown = panel('Subscription').getByText('Payment due').nextElementSibling?.textContent;
    expect(shown).toBe(
      `Since ${formatDate(due.since, 'en')}; access until ${formatDate(due.grace_ends_at, 'en')}` +
        `Card declined, tried again on ${formatDate(due.next_retry_at, 'en')}`,
    );
  });

  it('shows no payment due when none is', async () => {
    await openMember();
    expect(panel('Subscription').queryByText('Payment due')).toBeNull();
  });

  it('suspends the member with a reason, then shows them suspended', async () => {
    const suspended = createAdminMember({
      profile: { ...kofi.profile, suspendedAt: '2026-03-30T10:00:00.000Z' },
    });
    const suspend = fake(memberAction(actions.suspendPath), ok(suspended));
    const toast = vi.spyOn(notify, 'success');
    await openMember();

    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Suspend Kofi Mensah?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByText('Give a reason')).toBeTruthy();
    expect(suspend.requests).toHaveLength(0);

    type('Reason', 'Selling other members’ work as their own.');
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend' }));

    await waitFor(() => expect(suspend.requests).toHaveLength(1));
    expect(suspend.requests[0]?.url).toBe(`/v1/admin/members/${memberId}/suspend`);
    expect(suspend.requests[0]?.body).toEqual({ reason: 'Selling other members’ work as their own.' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Kofi Mensah is suspended'));
    expect(await screen.findByRole('button', { name: 'Lift suspension' })).toBeTruthy();
    expect(
      panel('Profile').getByText(`Suspended since ${formatDate('2026-03-30T10:00:00.000Z', 'en')}`),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says why removing the last admin is refused', async () => {
    const admin = createAdminMember({ profile: { ...kofi.profile, role: 'admin' } });
    const setRole = fake(
      memberAction(actions.rolePath),
      fail(409, 'This would leave no admin.', { reason: 'LAST_ADMIN' }),
    );
    await openMember(admin);

    fireEvent.click(screen.getByRole('button', { name: 'Remove admin' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, remove' }));

    await waitFor(() => expect(setRole.requests).toHaveLength(1));
    expect(setRole.requests[0]?.body).toEqual({ role: 'member' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^This would leave no admin\. There must always be at least one admin/);
    expect(alert.textContent).toMatch(/make another member an admin first\.$/);
    expect(screen.getByRole('button', { name: 'Remove admin' })).toBeTruthy();
  });

  it('refunds a payment with a reason and shows it refunded', async () => {
    let refunded = false;
    const refundedKofi = createAdminMember({
      transactions: [
        { ...kofi.transactions[0]!, status: 'refunded', refundable: false },
        kofi.transactions[1]!,
      ],
    });
    const refund = fake(refundEndpoint, () => {
      refunded = true;
      return ok({ reference: 'CA-REF-2', refund: 'processed' });
    });
    const toast = vi.spyOn(notify, 'success');
    await openMember(kofi, () => fake(getMemberEndpoint, () => ok(refunded ? refundedKofi : kofi)));

    const row = within(panel('Payments').getByText('CA-REF-2').closest('tr')!);
    fireEvent.click(row.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Refund .+10,000\?$/ }));
    type('Reason', 'Charged twice for March.');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund the payment' }));

    await waitFor(() => expect(refund.requests).toHaveLength(1));
    expect(refund.requests[0]?.url).toBe('/v1/admin/payments/CA-REF-2/refund');
    expect(refund.requests[0]?.body).toEqual({ reason: 'Charged twice for March.', membership: 'end_now' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.stringMatching(/10,000 is refunded$/)));
    expect(await row.findByText('Refunded')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('shows a refund the payment provider refuses in the dialog', async () => {
    fake(refundEndpoint, fail(409, 'This payment cannot be refunded', { reason: 'PAYMENT_NOT_REFUNDABLE' }));
    await openMember();

    fireEvent.click(
      within(panel('Payments').getByText('CA-REF-2').closest('tr')!).getByRole('button', { name: 'Refund' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    type('Reason', 'Charged twice for March.');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund the payment' }));

    expect(await dialog.findByText('This payment cannot be refunded')).toBeTruthy();
  });

  it('gives a member without a subscription one on a chosen plan', async () => {
    const plan = subscription.plan;
    const comp = fake(memberAction(actions.compPath), ok(kofi));
    await openMember(createAdminMember({ subscription: null }), () =>
      fake(findPlans, ok([{ ...plan, position: 0, archivedAt: null, members: 3 }])),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Comp subscription' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Give Kofi Mensah a subscription?' }),
    );
    await dialog.findByRole('option', { name: plan.name });
    type('Plan', plan.id);
    type('Days', '14');
    type('Reason', 'Speaker at our March meetup.');
    fireEvent.click(dialog.getByRole('button', { name: 'Give the subscription' }));

    await waitFor(() => expect(comp.requests).toHaveLength(1));
    expect(comp.requests[0]?.body).toEqual({
      planId: plan.id,
      days: 14,
      reason: 'Speaker at our March meetup.',
    });
    expect(await screen.findByRole('button', { name: 'Extend subscription' })).toBeTruthy();
  });
});
