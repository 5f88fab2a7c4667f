import type { AdminDiscountCode } from '@creators-archive/contract/admin/discount-code';
import * as createDiscountCodeEndpoint from '@creators-archive/contract/admin/create-discount-code';
import * as deactivateDiscountCodeEndpoint from '@creators-archive/contract/admin/deactivate-discount-code';
import * as findDiscountCodesEndpoint from '@creators-archive/contract/admin/find-discount-codes';
import * as findPlansEndpoint from '@creators-archive/contract/subscriptions/find-plans';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { createPlan } from '../../../testing/factories';
import { fail, fake, ok } from '../../../testing/fake-api';
import { errorOf, press, type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(cleanup);

const monthly = createPlan();
const annual = createPlan({
  id: 'a8f5c0de-2b1e-4f3a-9c7d-6e5f4a3b2c1d',
  code: 'creator-annual',
  name: 'Creator Annual',
});

function createDiscountCode(overrides: Partial<AdminDiscountCode> = {}): AdminDiscountCode {
  return {
    id: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a',
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    currency: null,
    planIds: [],
    startsAt: '2026-03-01T00:00:00.000Z',
    expiresAt: null,
    maxRedemptions: null,
    redemptionCount: 3,
    deactivatedAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    status: 'active',
    ...overrides,
  };
}

const percent = createDiscountCode();
const fixed = createDiscountCode({
  id: 'e2f3a4b5-c6d7-4e8f-9a0b-1c2d3e4f5a6b',
  code: 'NAIRA2000',
  kind: 'fixed',
  value: 200_000,
  currency: 'NGN',
  planIds: [annual.id],
  expiresAt: '2026-12-31T00:00:00.000Z',
  maxRedemptions: 50,
  redemptionCount: 7,
});
const retired = createDiscountCode({
  id: 'f3a4b5c6-d7e8-4f9a-8b1c-2d3e4f5a6b7c',
  code: 'OLD5',
  value: 5,
  deactivatedAt: '2026-03-05T00:00:00.000Z',
  status: 'deactivated',
});
const ended = createDiscountCode({
  id: 'a4b5c6d7-e8f9-4a0b-9c1d-2e3f4a5b6c7d',
  code: 'SUMMER25',
  value: 25,
  expiresAt: '2026-08-31T00:00:00.000Z',
  status: 'expired',
});

const rowOf = async (code: string) =>
  within((await screen.findByRole('rowheader', { name: code })).closest('tr')!);
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function openCodes() {
  await signedIn({ role: 'admin', email: 'admin@example.com' });
  fake(findPlansEndpoint, ok([monthly, annual]));
  renderApp('/admin/discount-codes');
  await screen.findByRole('heading', { level: 1, name: 'Discount codes' });
}

describe('the discount codes', () => {
  it('lists each kind with its value, plans, use and state', async () => {
    fake(findDiscountCodesEndpoint, ok([fixed, percent, retired, ended]));
    await openCodes();

    const first = await rowOf('WELCOME10');
    expect(first.getByText('10 %')).toBeTruthy();
    expect(first.getByText('Every plan')).toBeTruthy();
    expect(first.getByText('3 used')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    // On a phone each row stands as a block, each value after its column's name.
    expect(first.getByText('10 %').closest('td')?.dataset.label).toBe('Discount');
    expect(first.getByText('3 used').closest('td')?.dataset.label).toBe('Used');
    expect(first.getByRole('button', { name: 'Deactivate' })).toBeTruthy();

    const second = await rowOf('NAIRA2000');
    expect(plain(second.getByText(/₦/).textContent)).toBe('₦2,000');
    expect(await second.findByText('Creator Annual')).toBeTruthy();
    expect(second.getByText('7 of 50 used')).toBeTruthy();

    const third = await rowOf('OLD5');
    expect(third.getByText('Deactivated')).toBeTruthy();
    expect(third.queryByRole('button', { name: 'Deactivate' })).toBeNull();

    const fourth = await rowOf('SUMMER25');
    expect(fourth.getByText('Expired')).toBeTruthy();
    expect(fourth.queryByText('Active')).toBeNull();
  });

  it('deactivates a code once confirmed', async () => {
    let deactivated = false;
    fake(findDiscountCodesEndpoint, () =>
      ok([
        deactivated
          ? { ...percent, deactivatedAt: '2026-03-06T00:00:00.000Z', status: 'deactivated' as const }
          : percent,
      ]),
    );
    const deactivate = fake(deactivateDiscountCodeEndpoint, () => {
      deactivated = true;
      return ok({ ...percent, deactivatedAt: '2026-03-06T00:00:00.000Z', status: 'deactivated' as const });
    });
    await openCodes();

    fireEvent.click((await rowOf('WELCOME10')).getByRole('button', { name: 'Deactivate' }));
    expect(deactivate.requests).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, deactivate' }));

    await waitFor(() => expect(deactivate.requests).toHaveLength(1));
    expect(deactivate.requests[0]?.url).toBe(`/v1/admin/discount-codes/${percent.id}/deactivate`);
    expect(await (await rowOf('WELCOME10')).findByText('Deactivated')).toBeTruthy();
  });

  it('creates a fixed amount in minor units for the chosen plans', async () => {
    fake(findDiscountCodesEndpoint, ok([]));
    const create = fake(createDiscountCodeEndpoint, ok(fixed, 201));
    await openCodes();

    press('New code');
    type('Code', 'NAIRA2000');
    type('Kind', 'fixed');
    type('Value', '2000');
    type('Currency', 'NGN');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Creator Annual' }));
    type('Limit (optional)', '50');
    press('Create code');

    await waitFor(() => expect(create.requests).toHaveLength(1));
    expect(create.requests[0]?.body).toEqual({
      code: 'NAIRA2000',
      kind: 'fixed',
      value: 200_000,
      currency: 'NGN',
      planIds: [annual.id],
      maxRedemptions: 50,
    });
  });

  it('sends a percent without a currency, and shows the API’s errors beside the fields', async () => {
    fake(findDiscountCodesEndpoint, ok([]));
    const create = fake(
      createDiscountCodeEndpoint,
      fail(409, 'That code is taken', {
        reason: 'DISCOUNT_CODE_TAKEN',
        fields: { code: 'A discount code with this name exists' },
      }),
    );
    await openCodes();

    press('New code');
    expect(screen.queryByLabelText('Currency')).toBeNull();
    type('Code', 'WELCOME10');
    type('Value', '10');
    press('Create code');

    await waitFor(() => expect(create.requests).toHaveLength(1));
    expect(create.requests[0]?.body).toEqual({ code: 'WELCOME10', kind: 'percent', value: 10 });
    await waitFor(() => expect(errorOf('Code')).toBe('A discount code with this name exists'));
  });
});
