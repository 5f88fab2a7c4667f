import * as createStreamTicket from '@creators-archive/contract/notifications/create-stream-ticket';
import * as listNotifications from '@creators-archive/contract/notifications/list-notifications';
import * as markNotificationsRead from '@creators-archive/contract/notifications/mark-notifications-read';
import type { Notification } from '@creators-archive/contract/notifications/notification';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedIn, signedOut } from '../../../testing/session';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const designerId = '7a1f2c4e-0d3b-4c59-9f43-2b8d6f1e5a90';
const ada = { id: '0b6f3a52-7c1d-4e8a-9b2f-5d4c3e2a1f00', fullName: 'Ada Obi', profilePicture: null };
const posterId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const posterLike: Notification = {
  id: '5d2a9c1e-3b4f-4a6d-8e7f-1c2b3a4d5e6f',
  kind: 'like',
  createdAt: '2026-11-29T01:00:00.000Z',
  readAt: null,
  actors: [ada],
  actorCount: 1,
  subject: { type: 'item', id: posterId, title: 'Poster', ownerId: designerId },
};
const newFollower: Notification = {
  id: '6e3b0d2f-4c5a-4b7e-9f8a-2d3c4b5e6f7a',
  kind: 'follower',
  createdAt: '2026-11-29T02:00:00.000Z',
  readAt: null,
  actors: [ada],
  actorCount: 1,
  subject: null,
};
const page = (items: Notification[], unreadCount: number) =>
  ok({ items, pagination: { limit: 10, nextCursor: null }, unreadCount });

/** The stream's body, which the test writes; every other request goes to the fake API. */
function stubStream(): { write(text: string): void } {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const pending: string[] = [];
  const apiFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).startsWith('/v1/notifications/stream?')) return apiFetch(input, init);
    const body = new ReadableStream<Uint8Array>({
      start: (started) => {
        controller = started;
        for (const text of pending.splice(0)) started.enqueue(encoder.encode(text));
      },
    });
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  });
  return {
    write: (text) => (controller ? controller.enqueue(encoder.encode(text)) : void pending.push(text)),
  };
}

describe('the bell in the top bar', () => {
  it('counts new notifications as the stream sends them, lists them, and marks them all read', async () => {
    await signedIn({ id: designerId });
    fakeEmptyReads();
    fake(listNotifications, page([posterLike], 1), page([posterLike], 1), page([], 0));
    fake(createStreamTicket, ok({ ticket: 'ticket-1', expiresIn: 30 }, 201));
    const markedRead = fake(markNotificationsRead, ok({ unreadCount: 0 }));
    const stream = stubStream();

    renderApp('/designers');

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    act(() =>
      stream.write(
        `id: p2\nevent: notification\ndata: ${JSON.stringify({ notification: newFollower, unreadCount: 2 })}\n\n`,
      ),
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByText('2 unread notifications')).toBeTruthy();

    fireEvent.keyDown(bell, { key: 'Enter' });
    const like = await screen.findByRole('menuitem', { name: /Ada Obi liked Poster/ });
    expect(like.getAttribute('href')).toBe(`/designers/${designerId}/work/${posterId}`);
    expect(screen.getByRole('menuitem', { name: /Ada Obi started following you/ }).getAttribute('href')).toBe(
      `/designers/${ada.id}`,
    );

    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(markedRead.requests).toHaveLength(1));
    expect(markedRead.requests[0]?.body).toEqual({ all: true });
    expect(
      await screen.findByText('Nothing yet. New followers, likes and inquiries show here.'),
    ).toBeTruthy();
  }, 15_000);

  it('is not there for visitors', async () => {
    await signedOut();
    fakeEmptyReads();
    renderApp('/designers');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
