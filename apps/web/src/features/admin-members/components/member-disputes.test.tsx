import type { Dispute } from '@creators-archive/contract/admin/find-alerts';
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { createAdminMember, memberId, openMember, panel } from '../testing/member-page';
import { dueUrgency } from './member-disputes';

beforeEach(fakeEmptyReads);
afterEach(cleanup);

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function createDispute(overrides: Partial<Dispute>): Dispute {
  return {
    id: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
    paymentReference: 'CA-REF-2',
    memberId,
    status: 'awaiting-merchant-feedback',
    category: 'fraud',
    resolution: null,
    amount: 1_000_000,
    currency: 'NGN',
    dueAt: inDays(10),
    openedAt: inDays(-5),
    resolvedAt: null,
    ...overrides,
  };
}

const disputeRow = (reference: string) => within(panel('Disputes').getByText(reference).closest('tr')!);

describe('a member’s disputes on their admin page', () => {
  it('shows each with its status, amount, answer date, marked when close or past, and how it was resolved', async () => {
    const dueSoon = createDispute({
      id: 'a1a1a1a1-b5c6-4d7e-8f90-a1b2c3d4e5f6',
      paymentReference: 'CA-SOON',
      dueAt: inDays(2),
    });
    const late = createDispute({
      id: 'b2b2b2b2-b5c6-4d7e-8f90-a1b2c3d4e5f6',
      paymentReference: 'CA-LATE',
      dueAt: inDays(-1),
      status: 'awaiting-bank-feedback',
    });
    const later = createDispute({
      id: 'c3c3c3c3-b5c6-4d7e-8f90-a1b2c3d4e5f6',
      paymentReference: 'CA-LATER',
      amount: 250_050,
    });
    const lost = createDispute({
      id: 'd4d4d4d4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
      paymentReference: 'CA-LOST',
      status: 'resolved',
      resolution: 'merchant-accepted',
      dueAt: inDays(-20),
      resolvedAt: inDays(-18),
    });
    await openMember(createAdminMember({ disputes: [dueSoon, late, later, lost] }));

    const soonRow = disputeRow('CA-SOON');
    expect(soonRow.getByText('Awaiting our answer')).toBeTruthy();
    expect(soonRow.getByText(/10,000$/)).toBeTruthy();
    const soonDate = soonRow.getByText(formatDate(dueSoon.dueAt!, 'en'));
    expect(soonDate.getAttribute('datetime')).toBe(dueSoon.dueAt);
    expect(soonRow.getByText('due soon')).toBeTruthy();

    const lateRow = disputeRow('CA-LATE');
    expect(lateRow.getByText('Awaiting the bank')).toBeTruthy();
    expect(lateRow.getByText('past due')).toBeTruthy();

    const laterRow = disputeRow('CA-LATER');
    expect(laterRow.getByText(formatDate(later.dueAt!, 'en'))).toBeTruthy();
    expect(laterRow.getByText(/2,500\.50$/)).toBeTruthy();
    expect(laterRow.queryByText(/due soon|past due/)).toBeNull();

    const lostRow = disputeRow('CA-LOST');
    expect(lostRow.getByText('Resolved')).toBeTruthy();
    expect(lostRow.getByText('Lost: the money went back to the payer')).toBeTruthy();
    expect(lostRow.queryByText(/due soon|past due/)).toBeNull();
  });

  it('says when the member has none', async () => {
    await openMember();

    expect(panel('Disputes').getByText('No disputes.')).toBeTruthy();
  });
});

describe('how close a dispute’s answer is', () => {
  const now = new Date('2026-04-10T12:00:00.000Z');

  it('is due soon within three days, past due after its date, neither before', () => {
    expect(dueUrgency('2026-04-13T12:00:00.000Z', now)).toBe('soon');
    expect(dueUrgency('2026-04-10T11:59:59.000Z', now)).toBe('overdue');
    expect(dueUrgency('2026-04-13T12:00:01.000Z', now)).toBeNull();
  });
});
