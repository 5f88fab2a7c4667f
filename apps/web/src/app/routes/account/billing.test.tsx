import type { MySubscription } from '@creators-archive/contract';
import * as findInvoicesEndpoint from '@creators-archive/contract/invoices/find-invoices';
import * as getCreditNotePdfEndpoint from '@creators-archive/contract/invoices/get-credit-note-pdf';
import * as getInvoicePdfEndpoint from '@creators-archive/contract/invoices/get-invoice-pdf';
import * as updateBillingDetailsEndpoint from '@creators-archive/contract/invoices/update-billing-details';
import * as createPaymentMethodEndpoint from '@creators-archive/contract/payment-methods/create-payment-method';
import * as deletePaymentMethodEndpoint from '@creators-archive/contract/payment-methods/delete-payment-method';
import * as findPaymentMethodsEndpoint from '@creators-archive/contract/payment-methods/find-payment-methods';
import * as setDefaultPaymentMethodEndpoint from '@creators-archive/contract/payment-methods/set-default-payment-method';
import * as cancelSubscriptionEndpoint from '@creators-archive/contract/subscriptions/cancel-subscription';
import * as findPlansEndpoint from '@creators-archive/contract/subscriptions/find-plans';
import * as findTransactionsEndpoint from '@creators-archive/contract/subscriptions/find-transactions';
import * as getMySubscriptionEndpoint from '@creators-archive/contract/subscriptions/get-my-subscription';
import * as reactivateSubscriptionEndpoint from '@creators-archive/contract/subscriptions/reactivate-subscription';
import * as startCheckoutEndpoint from '@creators-archive/contract/subscriptions/start-checkout';
import * as getMe from '@creators-archive/contract/users/get-me';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { stubLocation } from '../../../testing/browser';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import {
  createCheckout,
  createInvoice,
  createMySubscription,
  createPaymentMethod,
  createPlan,
  createTransaction,
  createUser,
} from '../../../testing/factories';
import { fake, file, networkFailure, ok, receivedRequests } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Intl separates with no-break spaces; the expectations are easier to read with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const monthly = createPlan();
const annual = createPlan({
  id: 'a8f5c0de-2b1e-4f3a-9c7d-6e5f4a3b2c1d',
  code: 'creator-annual',
  name: 'Creator Annual',
  interval: 'year',
  prices: [{ currency: 'NGN', amount: 5_000_000 }],
});
const active = createMySubscription();
const cancelled = createMySubscription({
  status: 'cancelled',
  auto_renew: false,
  renews_with: null,
  cancelled_at: '2026-03-20T10:00:00.000Z',
});
const end = formatDate(active.current_period_end);

const activeMember = { subscriptionStatus: 'active', subscriptionPlan: 'Creator Monthly' } as const;

async function openBilling(subscription: MySubscription | null, path = '/account/billing') {
  await signedIn({ country: 'Nigeria', ...activeMember });
  fake(getMySubscriptionEndpoint, ok(subscription));
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Billing' });
  return app;
}

const planCard = async () => within(await screen.findByRole('region', { name: 'Current plan' }));
const sidebarMembership = () =>
  within(within(screen.getByTestId('desktop-sidebar')).getByRole('region', { name: 'Membership' }));

describe('the billing page’s membership', () => {
  it('shows the plan, its status, what it costs and when it renews', async () => {
    await openBilling(active);
    const card = await planCard();

    expect(await card.findByText('Creator Monthly')).toBeTruthy();
    expect(card.getByText('Active')).toBeTruthy();
    expect(plain(card.getByText(/^₦5,000/).textContent)).toBe('₦5,000 / month');
    expect(card.getByText(`Renews on ${end} with your saved card`)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Cancel membership' })).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Reactivate' })).toBeNull();
  });

  it.each([
    ['cancelled', cancelled, 'Cancelled', `Access until ${end}`],
    [
      'expired',
      createMySubscription({ status: 'expired', auto_renew: false, renews_with: null }),
      'Inactive',
      `Expired on ${end}`,
    ],
  ])('shows a %s membership with its date', async (_, subscription, badge, line) => {
    await openBilling(subscription);
    const card = await planCard();
    expect(await card.findByText(badge)).toBeTruthy();
    expect(card.getByText(line)).toBeTruthy();
  });

  it('tells a member without a saved card that a link to pay comes by e-mail', async () => {
    await openBilling(createMySubscription({ renews_with: 'pay_link' }));
    const card = await planCard();
    expect(
      await card.findByText(`Renew by ${end}: we e-mail you a link to pay three days before`),
    ).toBeTruthy();
  });

  it('says which plan comes next and warns about failed renewals', async () => {
    await openBilling(
      createMySubscription({
        next_plan: annual,
        next_plan_starts_at: active.current_period_end,
        renewal_failures: 2,
      }),
    );
    const card = await planCard();
    expect(await card.findByText(`Changes to Creator Annual on ${end}`)).toBeTruthy();
    expect(card.getByRole('alert').textContent).toMatch(/^The renewal payment failed 2 times\./);
  });

  it('says when there is no membership yet', async () => {
    await openBilling(null);
    expect(await (await planCard()).findByText('No membership yet')).toBeTruthy();
  });

  it('cancels only once confirmed, then shows the cancelled membership and the sidebar follows', async () => {
    await openBilling(active);
    const card = await planCard();
    fireEvent.click(await card.findByRole('button', { name: 'Cancel membership' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel your membership?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Keep membership' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(receivedRequests().filter((request) => request.url === cancelSubscriptionEndpoint.path)).toEqual(
      [],
    );

    const cancel = fake(cancelSubscriptionEndpoint, ok(cancelled));
    fake(getMySubscriptionEndpoint, ok(cancelled));
    const me = fake(getMe, ok(createUser({ ...activeMember, subscriptionStatus: 'cancelled' })));
    fireEvent.click(card.getByRole('button', { name: 'Cancel membership' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel' }),
    );

    expect(await card.findByText('Cancelled')).toBeTruthy();
    expect(card.getByText(`Access until ${end}`)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(cancel.requests).toHaveLength(1);
    await waitFor(() => expect(me.requests).toHaveLength(1));
    await waitFor(() => expect(sidebarMembership().getByText('Cancelled')).toBeTruthy());
  });

  it('reactivates once confirmed', async () => {
    await openBilling(cancelled);
    const card = await planCard();
    const reactivate = fake(reactivateSubscriptionEndpoint, ok(active));
    fake(getMySubscriptionEndpoint, ok(active));
    const me = fake(getMe, ok(createUser(activeMember)));

    fireEvent.click(await card.findByRole('button', { name: 'Reactivate' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Reactivate your membership?' })).getByRole(
        'button',
        { name: 'Yes, reactivate' },
      ),
    );

    expect(await card.findByText('Active')).toBeTruthy();
    expect(card.getByText(`Renews on ${end} with your saved card`)).toBeTruthy();
    expect(reactivate.requests).toHaveLength(1);
    await waitFor(() => expect(me.requests).toHaveLength(1));
  });

  it.each([
    ['Cancel membership', 'Yes, cancel', active, cancelSubscriptionEndpoint, 'Failed to cancel subscription'],
    [
      'Reactivate',
      'Yes, reactivate',
      cancelled,
      reactivateSubscriptionEndpoint,
      'Failed to reactivate subscription',
    ],
  ] as const)(
    "'%s' says '%s' failed when no answer came",
    async (button, confirm, subscription, endpoint, message) => {
      const toast = vi.spyOn(notify, 'error');
      await openBilling(subscription);
      fake(endpoint, networkFailure());
      fake(getMe, ok(createUser(activeMember)));

      fireEvent.click(await (await planCard()).findByRole('button', { name: button }));
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirm }));

      await waitFor(() => expect(toast).toHaveBeenCalledWith(message));
    },
  );
});

describe('paying from the billing page', () => {
  it('tells a member with a running membership that a new plan starts at the next period, and pays for it', async () => {
    fake(findPlansEndpoint, ok([monthly, annual]));
    await openBilling(active);
    const checkout = fake(startCheckoutEndpoint, ok(createCheckout()));
    const location = stubLocation('/account/billing');

    fireEvent.click(await screen.findByRole('button', { name: 'Choose Creator Annual' }));
    expect(
      screen.getByText(`A plan you pay for now takes effect at the next period, on ${end}.`, {
        exact: false,
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(createCheckout().authorizationUrl));
    expect(checkout.requests[0]?.body).toEqual({ planId: annual.id, currency: 'NGN' });
    expect(checkout.requests[0]?.headers.get('Idempotency-Key')).toMatch(uuid);
  });

  it('pays for the current plan from the e-mailed pay-now link', async () => {
    await openBilling(
      createMySubscription({ currency: 'NGN', renewal_failures: 1 }),
      '/account/billing?renew=1',
    );
    const checkout = fake(startCheckoutEndpoint, ok(createCheckout()));
    const location = stubLocation('/account/billing');

    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(location.assign).toHaveBeenCalled());
    expect(checkout.requests[0]?.body).toEqual({ planId: monthly.id, currency: 'NGN' });
    expect(checkout.requests[0]?.headers.get('Idempotency-Key')).toMatch(uuid);
  });

  it('offers no pay-now without the link', async () => {
    await openBilling(active);
    await (await planCard()).findByText('Creator Monthly');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});

describe('the billing page’s cards, invoices and payments', () => {
  const visa = createPaymentMethod();
  const mastercard = createPaymentMethod({
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    brand: 'mastercard',
    last4: '5555',
    expMonth: '3',
    expYear: '2028',
    bank: null,
    isDefault: false,
  });

  it('lists the saved cards with the default marked, and makes another the default', async () => {
    fake(findPaymentMethodsEndpoint, ok([visa, mastercard]));
    await openBilling(active);
    const setDefault = fake(
      setDefaultPaymentMethodEndpoint,
      ok([
        { ...mastercard, isDefault: true },
        { ...visa, isDefault: false },
      ]),
    );
    fake(
      findPaymentMethodsEndpoint,
      ok([
        { ...mastercard, isDefault: true },
        { ...visa, isDefault: false },
      ]),
    );

    const visaRow = within(await screen.findByRole('listitem', { name: 'Visa ending 4081' }));
    expect(visaRow.getByText('•••• 4081')).toBeTruthy();
    expect(visaRow.getByText('Default')).toBeTruthy();
    expect(visaRow.getByText('Expires 12/2030 · Test Bank')).toBeTruthy();
    expect(visaRow.queryByRole('button', { name: 'Make default' })).toBeNull();
    const mastercardRow = within(screen.getByRole('listitem', { name: 'Mastercard ending 5555' }));
    expect(mastercardRow.getByText('Expires 03/2028')).toBeTruthy();

    fireEvent.click(mastercardRow.getByRole('button', { name: 'Make default' }));

    await waitFor(() => expect(mastercardRow.queryByText('Default')).toBeTruthy());
    expect(setDefault.requests[0]?.url).toBe(`/v1/payment-methods/${mastercard.id}/default`);
    expect(
      within(screen.getByRole('listitem', { name: 'Visa ending 4081' })).getByRole('button', {
        name: 'Make default',
      }),
    ).toBeTruthy();
  });

  it('removes a card once confirmed', async () => {
    fake(findPaymentMethodsEndpoint, ok([visa, mastercard]));
    await openBilling(active);
    const remove = fake(deletePaymentMethodEndpoint, ok([visa]));
    fake(findPaymentMethodsEndpoint, ok([visa]));

    const row = within(await screen.findByRole('listitem', { name: 'Mastercard ending 5555' }));
    fireEvent.click(row.getByRole('button', { name: 'Remove' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove Mastercard ending 5555?' })).getByRole(
        'button',
        { name: 'Yes, remove' },
      ),
    );

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Mastercard ending 5555' })).toBeNull(),
    );
    expect(remove.requests[0]).toMatchObject({
      method: 'DELETE',
      url: `/v1/payment-methods/${mastercard.id}`,
    });
    expect(screen.getByRole('listitem', { name: 'Visa ending 4081' })).toBeTruthy();
  });

  it('adds a card through the provider, in the membership’s currency, with an Idempotency-Key', async () => {
    await openBilling(createMySubscription({ currency: 'GHS' }));
    const create = fake(createPaymentMethodEndpoint, ok(createCheckout({ currency: 'GHS', amount: 10 })));
    const location = stubLocation('/account/billing');
    await (await planCard()).findByText('Creator Monthly');

    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(createCheckout().authorizationUrl));
    expect(create.requests[0]?.body).toEqual({ currency: 'GHS' });
    expect(create.requests[0]?.headers.get('Idempotency-Key')).toMatch(uuid);
  });

  it('lists invoices and downloads one as <number>.pdf with the member’s token', async () => {
    const invoice = createInvoice();
    fake(findInvoicesEndpoint, ok([invoice]));
    const pdf = fake(getInvoicePdfEndpoint, file('%PDF-1.7 invoice', 'application/pdf'));
    // Spied on, not replaced: restoreAllMocks gives the next file the real URL back.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await openBilling(active);

    const row = within((await screen.findByRole('rowheader', { name: 'CA-2026-000123' })).closest('tr')!);
    expect(row.getByText(formatDate(invoice.issuedAt))).toBeTruthy();
    expect(row.getByText(invoice.description)).toBeTruthy();
    expect(plain(row.getByText(/^₦/).textContent)).toBe('₦5,000');
    expect(plain(row.getByText(/^Net /).textContent)).toBe('Net ₦4,651.16 · VAT (7.5%) ₦348.84');
    expect(row.getByText('Paid')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(saved).toEqual(['CA-2026-000123.pdf blob:invoice']));
    expect(pdf.requests[0]?.url).toBe(`/v1/invoices/${invoice.id}/pdf`);
    expect(pdf.requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(await (createObjectURL.mock.calls[0]?.[0] as Blob).text()).toBe('%PDF-1.7 invoice');
  });

  it('lists a refund’s credit note under its invoice and downloads it as <number>.pdf', async () => {
    const note = {
      id: '5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
      number: 'CA-NG-CN-2026-000001',
      issuedAt: '2026-03-20T09:00:00.000Z',
      amount: 200_000,
      currency: 'NGN' as const,
      net: 186_047,
      taxes: [{ name: 'VAT', ratePercent: 7.5, amount: 13_953 }],
      pdfUrl: '/v1/invoices/credit-notes/5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a/pdf',
    };
    fake(findInvoicesEndpoint, ok([createInvoice({ status: 'refunded', creditNotes: [note] })]));
    const pdf = fake(getCreditNotePdfEndpoint, file('%PDF-1.7 credit note', 'application/pdf'));
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:note');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openBilling(active);

    const row = within((await screen.findByRole('rowheader', { name: note.number })).closest('tr')!);
    expect(row.getByText('Credit note for invoice CA-2026-000123')).toBeTruthy();
    expect(plain(row.getByText(/^–/).textContent)).toBe('– ₦2,000');
    expect(plain(row.getByText(/^Net /).textContent)).toBe('Net ₦1,860.47 · VAT (7.5%) ₦139.53');
    fireEvent.click(row.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(saved).toEqual(['CA-NG-CN-2026-000001.pdf']));
    expect(pdf.requests[0]?.url).toBe(`/v1/invoices/credit-notes/${note.id}/pdf`);
  });

  it('saves the billing details for later invoices, and shows what the server refuses beside its field', async () => {
    const update = fake(
      updateBillingDetailsEndpoint,
      ok({ name: 'Okafor Studio Ltd', address: '3 Broad Street', taxNumber: null }),
    );
    await openBilling(active);
    const section = within(await screen.findByRole('region', { name: 'Billing details' }));
    fireEvent.input(await section.findByLabelText('Billing name'), {
      target: { value: 'Okafor Studio Ltd' },
    });
    fireEvent.input(section.getByLabelText('Billing address'), { target: { value: '3 Broad Street' } });
    fireEvent.input(section.getByLabelText('Tax number'), { target: { value: '<b>' } });
    fireEvent.click(section.getByRole('button', { name: 'Save billing details' }));

    expect(await section.findByText(/only letters, digits/)).toBeTruthy();
    expect(update.requests).toHaveLength(0);

    fireEvent.input(section.getByLabelText('Tax number'), { target: { value: '' } });
    fireEvent.click(section.getByRole('button', { name: 'Save billing details' }));
    await waitFor(() =>
      expect(update.requests[0]?.body).toEqual({
        name: 'Okafor Studio Ltd',
        address: '3 Broad Street',
        taxNumber: null,
      }),
    );
  });

  it('lists every payment with its date, description, channel, amount, reference and status', async () => {
    fake(
      findTransactionsEndpoint,
      ok([
        createTransaction({
          reference: 'CA-REF-2',
          status: 'failed',
          channel: 'bank_transfer',
          description: 'Renewal',
        }),
        createTransaction(),
      ]),
    );
    await openBilling(active);

    const table = within((await screen.findByRole('heading', { name: 'Transactions' })).closest('section')!);
    const rows = (await table.findAllByRole('row')).slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    );
    const date = formatDate(createTransaction().createdAt);
    expect(rows).toEqual([
      [date, 'Renewal', 'Bank transfer', '₦5,000', 'CA-REF-2', 'Declined'],
      [date, 'Creator Monthly', 'Card', '₦5,000', 'CA-REF-1', 'Paid'],
    ]);
  });

  it('says when there are no cards, invoices or payments yet', async () => {
    await openBilling(null);
    for (const heading of ['Payment methods', 'Invoices', 'Transactions']) {
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(await screen.findByText(/^No saved cards\./)).toBeTruthy();
    expect(await screen.findByText(/^No invoices yet\./)).toBeTruthy();
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });

  it('says which reads failed when no answer came', async () => {
    await signedIn({ country: 'Nigeria' });
    for (const endpoint of [
      getMySubscriptionEndpoint,
      findPlansEndpoint,
      findPaymentMethodsEndpoint,
      findInvoicesEndpoint,
      findTransactionsEndpoint,
    ]) {
      fake(endpoint, networkFailure());
    }
    renderApp('/account/billing');

    // Queries try twice more after a failure without an answer (lib/query-client.ts).
    const alerts = async () =>
      (await screen.findAllByRole('alert', {}, { timeout: 10_000 })).map((alert) => alert.textContent);
    await waitFor(async () => expect(await alerts()).toHaveLength(5), { timeout: 10_000 });
    expect(await alerts()).toEqual([
      'Failed to fetch subscription',
      'Failed to fetch plans',
      'Failed to fetch payment methods',
      'Failed to fetch invoices',
      'Failed to fetch transactions',
    ]);
  }, 20_000);
});
