import * as plans from '@creators-archive/contract/admin/plans';
import type { AdminPlan } from '@creators-archive/contract/admin/plans';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { fail, fake, ok } from '../../../testing/fake-api';
import { errorOf, press, type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const findPlans = {
  method: plans.findMethod,
  path: plans.findPath,
  ZFindAdminPlansResponse: plans.ZFindAdminPlansResponse,
} as const;
const createPlan = {
  method: plans.createMethod,
  path: plans.createPath,
  ZAdminPlanResponse: plans.ZAdminPlanResponse,
} as const;
const updatePlan = {
  method: plans.updateMethod,
  path: plans.updatePath,
  ZAdminPlanResponse: plans.ZAdminPlanResponse,
} as const;
const archivePlan = {
  method: plans.archiveMethod,
  path: plans.archivePath,
  ZAdminPlanResponse: plans.ZAdminPlanResponse,
} as const;

const monthly: AdminPlan = {
  id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  code: 'creator-monthly',
  name: 'Creator Monthly',
  description: 'Everything a working designer needs.',
  interval: 'month',
  prices: [
    { currency: 'NGN', amount: 500_000 },
    { currency: 'USD', amount: 999 },
  ],
  features: ['Portfolio', 'Directory listing'],
  position: 0,
  archivedAt: null,
  members: 300,
};
const legacy: AdminPlan = {
  ...monthly,
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  code: 'founder-yearly',
  name: 'Founder Yearly',
  interval: 'year',
  prices: [{ currency: 'USD', amount: 9_900 }],
  archivedAt: '2026-01-01T00:00:00.000Z',
  members: 1,
};

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const rowOf = async (name: RegExp) => within((await screen.findByRole('rowheader', { name })).closest('tr')!);

async function openPlans() {
  await signedIn({ role: 'admin', email: 'admin@example.com' });
  renderApp('/admin/plans');
  await screen.findByRole('heading', { level: 1, name: 'Plans' });
}

describe('the plans screen', () => {
  it('lists every plan with its prices and members, archived ones marked', async () => {
    fake(findPlans, ok([monthly, legacy]));
    await openPlans();

    const first = await rowOf(/Creator Monthly/);
    expect(first.getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual([
      '₦5,000',
      '$9.99',
    ]);
    expect(first.getByText('300')).toBeTruthy();
    expect(first.getByText('On sale')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Archive Creator Monthly' })).toBeTruthy();

    const second = await rowOf(/Founder Yearly/);
    expect(second.getByText('Yearly')).toBeTruthy();
    expect(second.getByText('Archived')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Restore Founder Yearly' })).toBeTruthy();
  });

  it('creates a plan with prices typed in major units and sent in minor units', async () => {
    fake(findPlans, ok([]));
    const create = fake(createPlan, ok({ ...monthly, code: 'studio-yearly', name: 'Studio' }, 201));
    const toast = vi.spyOn(notify, 'success');
    await openPlans();

    press('New plan');
    type('Code', 'studio-yearly');
    type('Billed every', 'year');
    type('Name', 'Studio');
    type('Description', 'For studios of designers.');
    type('Features, one per line', 'Five seats\n\n  Priority booking  ');
    type('Price in NGN', '150000');
    type('Price in USD', '99.99');
    press('Create plan');

    await waitFor(() => expect(create.requests).toHaveLength(1));
    expect(create.requests[0]?.body).toEqual({
      code: 'studio-yearly',
      interval: 'year',
      name: 'Studio',
      description: 'For studios of designers.',
      features: ['Five seats', 'Priority booking'],
      prices: [
        { currency: 'NGN', amount: 15_000_000 },
        { currency: 'USD', amount: 9_999 },
      ],
      position: 0,
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Studio is created'));
    expect(screen.queryByRole('form', { name: 'New plan' })).toBeNull();
  });

  it('asks for a price before sending, and shows a taken code beside its field', async () => {
    fake(findPlans, ok([]));
    const create = fake(
      createPlan,
      fail(409, 'A plan with this code exists', {
        reason: 'PLAN_CODE_TAKEN',
        fields: { code: 'This code is taken' },
      }),
    );
    await openPlans();

    press('New plan');
    type('Code', 'creator-monthly');
    type('Name', 'Creator');
    type('Description', 'Again.');
    press('Create plan');
    expect(await screen.findByText('Price the plan in at least one currency')).toBeTruthy();
    expect(create.requests).toHaveLength(0);

    type('Price in USD', '1');
    press('Create plan');
    await waitFor(() => expect(errorOf('Price in USD')).toBe('Charge at least $2'));
    expect(create.requests).toHaveLength(0);

    type('Price in USD', '');
    type('Price in GHS', '60.5');
    press('Create plan');
    await waitFor(() => expect(errorOf('Code')).toBe('This code is taken'));
    expect(create.requests[0]?.body).toMatchObject({ prices: [{ currency: 'GHS', amount: 6_050 }] });
  });

  it('edits a plan’s name and prices but not its code or interval', async () => {
    fake(findPlans, ok([monthly]));
    const update = fake(updatePlan, ok({ ...monthly, name: 'Creator' }));
    const toast = vi.spyOn(notify, 'success');
    await openPlans();

    fireEvent.click((await rowOf(/Creator Monthly/)).getByRole('button', { name: 'Edit Creator Monthly' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Creator Monthly' }));
    expect(form.queryByLabelText('Code')).toBeNull();
    expect((form.getByLabelText('Price in NGN') as HTMLInputElement).value).toBe('5000');
    expect((form.getByLabelText('Price in USD') as HTMLInputElement).value).toBe('9.99');
    type('Name', 'Creator');
    type('Price in USD', '12');
    press('Save plan');

    await waitFor(() => expect(update.requests).toHaveLength(1));
    expect(update.requests[0]?.url).toBe(`/v1/admin/plans/${monthly.id}`);
    expect(update.requests[0]?.body).toEqual({
      name: 'Creator',
      description: monthly.description,
      features: monthly.features,
      prices: [
        { currency: 'NGN', amount: 500_000 },
        { currency: 'USD', amount: 1_200 },
      ],
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Creator is saved'));
  });

  it('keeps the price of a currency the server’s configuration added, in that currency’s own digits', async () => {
    const francs: AdminPlan = { ...monthly, prices: [...monthly.prices, { currency: 'XOF', amount: 5_000 }] };
    fake(findPlans, ok([francs]));
    const update = fake(updatePlan, ok(francs));
    await openPlans();

    fireEvent.click((await rowOf(/Creator Monthly/)).getByRole('button', { name: 'Edit Creator Monthly' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Creator Monthly' }));
    expect((form.getByLabelText('Price in XOF') as HTMLInputElement).value).toBe('5000');
    type('Price in XOF', '6500');
    press('Save plan');

    await waitFor(() => expect(update.requests).toHaveLength(1));
    expect(update.requests[0]?.body).toMatchObject({
      prices: [
        { currency: 'NGN', amount: 500_000 },
        { currency: 'USD', amount: 999 },
        { currency: 'XOF', amount: 6_500 },
      ],
    });
  });

  it('archives a plan once the admin has read that its members keep it', async () => {
    let archived = false;
    fake(findPlans, () => ok([archived ? { ...monthly, archivedAt: '2026-03-30T00:00:00.000Z' } : monthly]));
    const archive = fake(archivePlan, () => {
      archived = true;
      return ok({ ...monthly, archivedAt: '2026-03-30T00:00:00.000Z' });
    });
    await openPlans();

    fireEvent.click(
      (await rowOf(/Creator Monthly/)).getByRole('button', { name: 'Archive Creator Monthly' }),
    );
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Archive Creator Monthly?' }));
    expect(
      dialog.getByText(/The 300 members on it keep it, renewing at its price, until they change plan\./),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, archive' }));

    await waitFor(() => expect(archive.requests).toHaveLength(1));
    expect(archive.requests[0]?.url).toBe(`/v1/admin/plans/${monthly.id}/archive`);
    expect(await (await rowOf(/Creator Monthly/)).findByText('Archived')).toBeTruthy();
  });
});
