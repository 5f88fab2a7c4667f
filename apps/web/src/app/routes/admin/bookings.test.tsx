import * as decideBookingEndpoint from '@creators-archive/contract/admin/decide-booking';
import * as findBookingsEndpoint from '@creators-archive/contract/admin/find-bookings';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminBooking } from '../../../features/studios/test-data';
import { notify } from '../../../lib/notify';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { fake, ok } from '../../../testing/fake-api';
import { type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const amara = createAdminBooking();
const kofi = createAdminBooking({
  id: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a',
  member: { id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', fullName: 'Kofi Mensah', email: 'kofi@example.com' },
  purpose: 'Podcast recording',
});
const page = (items: (typeof amara)[], nextCursor: string | null = null) => ({
  items,
  pagination: { limit: 25, nextCursor },
});

/** The decision endpoints share a module: confirming and declining are faked by their own path. */
const confirmEndpoint = {
  method: 'POST',
  path: decideBookingEndpoint.confirmPath,
  ...decideBookingEndpoint,
} as const;
const declineEndpoint = {
  method: 'POST',
  path: decideBookingEndpoint.declinePath,
  ...decideBookingEndpoint,
} as const;

async function asAdmin(path: string) {
  await signedIn({ role: 'admin', email: 'admin@example.com' });
  return renderApp(path);
}

describe('the bookings queue', () => {
  it('lists requested bookings with who asked, where and when, and pages on with the cursor', async () => {
    const queue = fake(findBookingsEndpoint, (request) =>
      new URL(request.url, 'http://x').searchParams.get('cursor') === 'page-2'
        ? ok(page([kofi]))
        : ok(page([amara], 'page-2')),
    );
    await asAdmin('/admin/bookings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Studio bookings' })).toBeTruthy();
    const row = within(await screen.findByRole('listitem', { name: /^Amara Okafor, Yaba Light Studio/ }));
    expect(row.getByText('amara@example.com')).toBeTruthy();
    expect(row.getByText('Requested')).toBeTruthy();
    expect(row.getByText(/10:00–13:00 \(3 hours\)/)).toBeTruthy();
    expect(row.getByText('Africa/Lagos time')).toBeTruthy();
    expect(row.getByText('Lookbook shoot for the rainy-season collection')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Requested' }).getAttribute('aria-current')).toBe('page');
    expect(queue.requests[0]?.url).toBe('/v1/admin/bookings?status=requested');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Podcast recording')).toBeTruthy();
    expect(queue.requests[1]?.url).toBe('/v1/admin/bookings?status=requested&cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows another state from its tab', async () => {
    const queue = fake(findBookingsEndpoint, (request) =>
      request.url.includes('status=declined')
        ? ok(
            page([{ ...kofi, status: 'declined', adminNote: 'Fully booked that week.', cancellable: false }]),
          )
        : ok(page([amara])),
    );
    const app = await asAdmin('/admin/bookings');
    await screen.findByText('amara@example.com');

    fireEvent.click(screen.getByRole('link', { name: 'Declined' }));

    expect(await screen.findByText('Fully booked that week.')).toBeTruthy();
    expect(screen.queryByText('amara@example.com')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(app.location()).toBe('/admin/bookings?status=declined');
    expect(queue.requests.at(-1)?.url).toBe('/v1/admin/bookings?status=declined');
  });
});

describe('deciding a booking', () => {
  it('confirms with an optional note and asks for the queue again', async () => {
    const toast = vi.spyOn(notify, 'success');
    const queue = fake(findBookingsEndpoint, ok(page([amara])), ok(page([])));
    await asAdmin('/admin/bookings');
    const confirm = fake(confirmEndpoint, ok({ ...amara, status: 'confirmed' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('alertdialog', { name: 'Confirm Amara Okafor’s booking?' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, confirm' }));

    expect(await screen.findByText('No requested bookings.')).toBeTruthy();
    expect(confirm.requests[0]).toMatchObject({
      method: 'POST',
      url: `/v1/admin/bookings/${amara.id}/confirm`,
      body: {},
    });
    expect(queue.requests).toHaveLength(2);
    expect(toast).toHaveBeenCalledWith('Booking confirmed for Amara Okafor');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Requested bookings' })),
    );
  });

  it('sends the note when one is written', async () => {
    fake(findBookingsEndpoint, ok(page([amara])));
    await asAdmin('/admin/bookings');
    const confirm = fake(confirmEndpoint, ok({ ...amara, status: 'confirmed' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('alertdialog');
    type('Note (optional)', 'The north room is yours.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, confirm' }));

    await waitFor(() => expect(confirm.requests).toHaveLength(1));
    expect(confirm.requests[0]?.body).toEqual({ note: 'The north room is yours.' });
  });

  it('declines only with a note for the member', async () => {
    const toast = vi.spyOn(notify, 'success');
    fake(findBookingsEndpoint, ok(page([amara])), ok(page([])));
    await asAdmin('/admin/bookings');
    const decline = fake(
      declineEndpoint,
      ok({ ...amara, status: 'declined', adminNote: 'Fully booked that week.', cancellable: false }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await screen.findByRole('alertdialog', { name: 'Decline Amara Okafor’s booking?' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('Tell the member why')).toBeTruthy();
    expect(decline.requests).toHaveLength(0);

    type('Note to the member', 'Fully booked that week.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));

    expect(await screen.findByText('No requested bookings.')).toBeTruthy();
    expect(decline.requests[0]).toMatchObject({
      method: 'POST',
      url: `/v1/admin/bookings/${amara.id}/decline`,
      body: { note: 'Fully booked that week.' },
    });
    expect(toast).toHaveBeenCalledWith('Booking declined for Amara Okafor');
  });
});
