import * as refundEndpoint from '@creators-archive/contract/admin/refund-payment';
import type { AdminTransaction } from '@creators-archive/contract/admin/get-member';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { fake, ok } from '../../../testing/fake-api';
import { errorOf, type } from '../../../testing/form';
import { createAdminMember, kofi, openMember, panel } from '../testing/member-page';
import { toMinorUnits } from './refund-dialog';

beforeEach(fakeEmptyReads);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const paid = kofi.transactions[0]!;

/** Opens the refund dialog of the payment CA-REF-2 of `transaction`'s member page. */
async function openRefund(transaction: AdminTransaction = paid) {
  const refund = fake(refundEndpoint, ok({ reference: 'CA-REF-2', refund: 'pending' }));
  await openMember(createAdminMember({ transactions: [transaction] }));
  const row = within(panel('Payments').getByText('CA-REF-2').closest('tr')!);
  fireEvent.click(row.getByRole('button', { name: 'Refund' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  return { refund, dialog };
}

const radio = (dialog: ReturnType<typeof within>, name: string) =>
  dialog.getByRole('radio', { name }) as HTMLInputElement;
const END_NOW = 'End it now and stop renewals';
const AT_PERIOD_END = 'Stop renewals; it ends at the period’s end';
const KEEP = 'Keep it as it is';

describe('refunding a member’s payment', () => {
  it('asks what becomes of the membership, each choice explained, and sends the one chosen', async () => {
    const { refund, dialog } = await openRefund();

    expect(radio(dialog, END_NOW).checked).toBe(true);
    expect(radio(dialog, AT_PERIOD_END).getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.getByRole('group', { name: 'Membership' })).toBeTruthy();
    expect(
      document.getElementById(radio(dialog, AT_PERIOD_END).getAttribute('aria-describedby')!)?.textContent,
    ).toBe('The member keeps access until the period paid for ends; it does not renew.');
    fireEvent.click(radio(dialog, AT_PERIOD_END));
    type('Reason', 'Charged twice for March.');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund the payment' }));

    await waitFor(() => expect(refund.requests).toHaveLength(1));
    expect(refund.requests[0]?.body).toEqual({
      reason: 'Charged twice for March.',
      membership: 'end_at_period_end',
    });
  });

  it('sends a part typed in the payment’s currency in minor units, keeping the membership by default', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { refund, dialog } = await openRefund();

    type('Amount to refund (NGN)', '2500.50');
    expect(radio(dialog, KEEP).checked).toBe(true);
    type('Reason', 'The March meetup was cancelled.');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund the payment' }));

    await waitFor(() => expect(refund.requests).toHaveLength(1));
    expect(refund.requests[0]?.body).toEqual({
      reason: 'The March meetup was cancelled.',
      amount: 250_050,
      membership: 'keep',
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.stringMatching(/^.+2,500\.50 is being refunded/)),
    );
  });

  it('keeps the membership choice the admin made whatever amount is typed', async () => {
    const { refund, dialog } = await openRefund();

    fireEvent.click(radio(dialog, END_NOW));
    type('Amount to refund (NGN)', '1000');
    expect(radio(dialog, END_NOW).checked).toBe(true);
    type('Reason', 'Refunding most of it, ending the membership.');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund the payment' }));

    await waitFor(() => expect(refund.requests).toHaveLength(1));
    expect(refund.requests[0]?.body).toMatchObject({ amount: 100_000, membership: 'end_now' });
  });

  it('refuses more than is left to refund and an amount that is not one, sending nothing', async () => {
    const { refund, dialog } = await openRefund({ ...paid, refundedAmount: 400_000 });

    expect(screen.getByRole('alertdialog', { name: /^Refund .+6,000\?$/ })).toBeTruthy();
    expect(screen.getByLabelText('Amount to refund (NGN)').getAttribute('aria-describedby')).toBeTruthy();
    type('Amount to refund (NGN)', '6000.01');
    type('Reason', 'Charged twice for March.');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund the payment' }));
    await waitFor(() =>
      expect(errorOf('Amount to refund (NGN)')).toBe('More than is left to refund of this payment'),
    );

    type('Amount to refund (NGN)', '0');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund the payment' }));
    await waitFor(() =>
      expect(errorOf('Amount to refund (NGN)')).toBe('Write an amount above zero, such as 2500.50'),
    );
    expect(refund.requests).toHaveLength(0);
  });

  it('asks nothing about the membership of a payment held for review, which bought none', async () => {
    const { refund, dialog } = await openRefund({ ...paid, status: 'needs_review' });

    expect(dialog.queryByRole('radio')).toBeNull();
    expect(dialog.getByText(/bought no membership/)).toBeTruthy();
    type('Reason', 'Paid for another amount.');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund the payment' }));

    await waitFor(() => expect(refund.requests).toHaveLength(1));
    expect(refund.requests[0]?.body).toEqual({ reason: 'Paid for another amount.' });
  });
});

describe('an amount typed in major units', () => {
  it('is read with the currency’s digits, a point or a comma before them', () => {
    expect(toMinorUnits('2500', 'NGN')).toBe(250_000);
    expect(toMinorUnits(' 0.29 ', 'GHS')).toBe(29);
    expect(toMinorUnits('12,5', 'ZAR')).toBe(1250);
    expect(toMinorUnits('1.005', 'USD')).toBeUndefined();
    expect(toMinorUnits('1e3', 'USD')).toBeUndefined();
  });
});
