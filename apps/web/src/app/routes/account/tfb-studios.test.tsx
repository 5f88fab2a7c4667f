import * as cancelBookingEndpoint from '@creators-archive/contract/studios/cancel-booking';
import * as createBookingEndpoint from '@creators-archive/contract/studios/create-booking';
import * as findMyBookingsEndpoint from '@creators-archive/contract/studios/find-my-bookings';
import * as findStudiosEndpoint from '@creators-archive/contract/studios/find-studios';
import * as getMe from '@creators-archive/contract/users/get-me';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, isoWeekdayOf, studioToday } from '../../../features/studios/studio-time';
import { createBooking, createStudio, createStudioPhoto } from '../../../features/studios/test-data';
import { notify } from '../../../lib/notify';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { createUser } from '../../../testing/factories';
import { fail, fake, ok } from '../../../testing/fake-api';
import { errorOf, type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const verifiedMember = { verified: true, subscriptionStatus: 'active' } as const;
const studio = createStudio();

/** The next Monday on the studio's calendar, a day it opens 09:00–18:00. */
function nextMonday(): string {
  let date = addDays(studioToday(studio.timeZone), 1);
  while (isoWeekdayOf(date) !== 1) date = addDays(date, 1);
  return date;
}

async function openStudios({ studios = [studio], bookings = [createBooking()] } = {}) {
  await signedIn(verifiedMember);
  const list = fake(findStudiosEndpoint, ok(studios));
  fake(findMyBookingsEndpoint, ok(bookings));
  renderApp('/account/tfb-studios');
  await screen.findByRole('heading', { level: 2, name: 'My bookings' });
  return list;
}

describe('the studios', () => {
  it('shows each studio with its photos, what it offers and its hours on its own clock', async () => {
    await openStudios({
      studios: [
        createStudio({
          photos: [
            createStudioPhoto(),
            createStudioPhoto({ id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', alt: 'The sound booth' }),
          ],
          openingHours: [
            { day: 1, opens: '09:00', closes: '18:00' },
            { day: 6, opens: '10:00', closes: '16:00' },
          ],
        }),
      ],
    });

    const card = within(await screen.findByRole('article', { name: 'Yaba Light Studio' }));
    expect(card.getByText('Lagos, Nigeria')).toBeTruthy();
    expect(card.getByText(studio.description)).toBeTruthy();
    expect(card.getByText('Cyclorama')).toBeTruthy();
    expect(card.getByText('20% off every booking')).toBeTruthy();
    expect(card.getByRole('link', { name: 'hello@yabalight.example' }).getAttribute('href')).toBe(
      'mailto:hello@yabalight.example',
    );

    const lead = card.getByAltText('The daylight room with a white cyclorama');
    expect(lead.getAttribute('width')).toBe('1600');
    expect(lead.getAttribute('height')).toBe('900');
    const sources = lead.closest('picture')?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/media/studios/daylight-640.avif 640w, /media/studios/daylight-1280.avif 1280w',
    );
    expect(
      within(card.getByRole('list', { name: 'More photos' })).getByAltText('The sound booth'),
    ).toBeTruthy();

    const hours = within(card.getByRole('region', { name: 'Opening hours' }));
    expect(hours.getByText(/Africa\/Lagos/)).toBeTruthy();
    const days = hours
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(days).toEqual([
      'Monday 09:00–18:00',
      'Tuesday Closed',
      'Wednesday Closed',
      'Thursday Closed',
      'Friday Closed',
      'Saturday 10:00–16:00',
      'Sunday Closed',
    ]);
  });

  it('explains to a member who is not verified how to become so, without asking for the studios', async () => {
    const list = fake(findStudiosEndpoint, ok([studio]));
    await signedIn({ subscriptionStatus: 'active' });
    renderApp('/account/tfb-studios');

    expect(
      await screen.findByRole('heading', { name: 'TFB Studios is open to verified members' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get verified' }).getAttribute('href')).toBe(
      '/account/verification',
    );
    expect(screen.queryByRole('link', { name: 'TFB Studios' })).toBeNull();
    expect(list.requests).toHaveLength(0);
  });

  it('explains the same when the API finds the member no longer verified, and reads them again', async () => {
    await signedIn(verifiedMember);
    fake(
      findStudiosEndpoint,
      fail(403, 'Only verified members can use TFB Studios', { reason: 'VERIFICATION_REQUIRED' }),
    );
    fake(findMyBookingsEndpoint, ok([]));
    const me = fake(getMe, ok(createUser({ ...verifiedMember, verified: false })));
    renderApp('/account/tfb-studios');

    expect(await screen.findByRole('link', { name: 'Get verified' })).toBeTruthy();
    await waitFor(() => expect(me.requests.length).toBeGreaterThan(0));
  });
});

describe('booking a studio', () => {
  it('checks the request before sending it', async () => {
    await openStudios();
    const create = fake(createBookingEndpoint, ok(createBooking(), 201));

    fireEvent.click(await screen.findByRole('button', { name: 'Request booking' }));

    await waitFor(() => expect(errorOf('Date')).toBe('Choose a date'));
    expect(errorOf('Start time')).toBe('Choose a start time');
    expect(errorOf('Purpose')).toBe('Say what the session is for');

    type('Hours', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Request booking' }));
    await waitFor(() => expect(errorOf('Hours')).toBe('Book at most 8 hours'));
    expect(create.requests).toHaveLength(0);
  });

  it('offers the start times the chosen day’s hours allow, and says when the studio is closed', async () => {
    await openStudios();
    const monday = nextMonday();

    type('Date', addDays(monday, 6));
    expect(await screen.findByText('Closed on Sundays')).toBeTruthy();

    type('Date', monday);
    const times = within(screen.getByLabelText('Start time'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(times[1]).toBe('09:00');
    expect(times.at(-1)).toBe('17:00');
    expect(screen.getByText(/Dates and times are the studio’s local time: .*Africa\/Lagos/)).toBeTruthy();
  });

  it('shows an overlap with the member’s own booking, then sends the request', async () => {
    const toast = vi.spyOn(notify, 'success');
    await openStudios();
    const monday = nextMonday();
    const create = fake(
      createBookingEndpoint,
      fail(409, 'You already have a booking at that time', { reason: 'BOOKING_OVERLAP' }),
      ok(createBooking({ date: monday }), 201),
    );

    type('Date', monday);
    type('Start time', '10:00');
    type('Hours', '2');
    type('Purpose', 'Fitting for the bridal capsule');
    fireEvent.click(screen.getByRole('button', { name: 'Request booking' }));

    expect((await screen.findByRole('alert')).textContent).toBe('You already have a booking at that time');
    expect(create.requests[0]).toMatchObject({
      method: 'POST',
      url: `/v1/studios/${studio.id}/bookings`,
      body: { date: monday, startTime: '10:00', hours: 2, purpose: 'Fitting for the bridal capsule' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Request booking' }));
    await waitFor(() => expect(create.requests).toHaveLength(2));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        'Booking requested at Yaba Light Studio: you will get an e-mail once it is confirmed',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a time the studio cannot give beside the field the API names', async () => {
    await openStudios();
    fake(
      createBookingEndpoint,
      fail(422, 'The studio is not open then', {
        reason: 'BOOKING_NOT_AVAILABLE',
        fields: { startTime: 'The studio closes at 18:00' },
      }),
    );

    type('Date', nextMonday());
    type('Start time', '17:00');
    type('Hours', '3');
    type('Purpose', 'Evening shoot');
    fireEvent.click(screen.getByRole('button', { name: 'Request booking' }));

    await waitFor(() => expect(errorOf('Start time')).toBe('The studio closes at 18:00'));
  });
});

describe('my bookings', () => {
  it('lists each booking with its state in words, the team’s note and why it was cancelled', async () => {
    await openStudios({
      bookings: [
        createBooking({ status: 'confirmed', adminNote: 'Bring your own backdrops.' }),
        createBooking({
          id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
          date: '2026-04-02',
          status: 'cancelled',
          cancellable: false,
          cancelledAt: '2026-03-20T10:00:00.000Z',
          cancelledBecause: 'verification_lost',
        }),
        createBooking({
          id: '3d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7a',
          date: '2026-03-02',
          status: 'declined',
          cancellable: false,
          adminNote: 'The studio is closed for repairs.',
        }),
      ],
    });

    const list = within(await screen.findByRole('list', { name: 'My bookings' }));
    const [confirmed, cancelled, declined] = list.getAllByRole('listitem');
    expect(within(confirmed!).getByText('Confirmed')).toBeTruthy();
    expect(within(confirmed!).getByText('Bring your own backdrops.')).toBeTruthy();
    expect(within(confirmed!).getByText(/10:00–13:00 \(3 hours\)/)).toBeTruthy();
    expect(within(cancelled!).getByText(/^Cancelled because your verification ended/)).toBeTruthy();
    expect(within(cancelled!).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(within(declined!).getByText('Declined')).toBeTruthy();
    expect(within(declined!).getByText('The studio is closed for repairs.')).toBeTruthy();
  });

  it('cancels a booking only once confirmed', async () => {
    const booking = createBooking();
    await openStudios({ bookings: [booking] });
    const cancel = fake(
      cancelBookingEndpoint,
      ok({ ...booking, status: 'cancelled', cancellable: false, cancelledBecause: 'member' }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    // The studio hears of a booking only once it has stood a few minutes, and of its cancellation only then.
    expect(
      dialog.getByText(
        / is given up\. The studio is told of the cancellation only if your request had already gone to it, a few minutes after you made it; cancelled sooner, your request never reaches the studio\.$/,
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancel.requests).toHaveLength(0);

    fake(
      findMyBookingsEndpoint,
      ok([
        {
          ...booking,
          status: 'cancelled',
          cancellable: false,
          cancelledAt: '2026-04-02T10:00:00.000Z',
          cancelledBecause: 'member',
        },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );

    expect(await screen.findByText(/^Cancelled by you/)).toBeTruthy();
    expect(cancel.requests[0]).toMatchObject({
      method: 'POST',
      url: `/v1/studios/bookings/${booking.id}/cancel`,
    });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
