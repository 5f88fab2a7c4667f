import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_COPY_META } from './offline-copy';
import { OfflineNotice } from './offline-notice';

/** The notice on a page loaded at `/designers`, as the layout mounts it. */
function renderNotice() {
  window.history.replaceState(null, '', '/designers');
  const router = createMemoryRouter(
    [
      { path: '/designers', element: <OfflineNotice /> },
      { path: '/about', element: <OfflineNotice /> },
    ],
    { initialEntries: ['/designers'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function setConnection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function markAsOfflineCopy(savedAt: string) {
  document.head.insertAdjacentHTML('beforeend', `<meta name="${OFFLINE_COPY_META}" content="${savedAt}" />`);
}

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.head.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.remove();
});

describe(OfflineNotice.name, () => {
  it('says nothing while the network is there, and keeps its live region ready', () => {
    renderNotice();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells the visitor as the connection goes, and clears when it comes back', () => {
    renderNotice();
    setConnection(false);
    expect(screen.getByRole('status').textContent).toContain("You're offline");
    setConnection(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says a page the service worker kept is a copy, and when it was saved', () => {
    markAsOfflineCopy('2026-11-25T17:30:00.000Z');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNotice();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain("You're offline. This is a copy of the page saved");
    expect(notice.textContent).toContain('2026');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('offers a reload when the kept copy shows and the network is back', () => {
    markAsOfflineCopy('2026-11-25T17:30:00.000Z');
    renderNotice();
    expect(screen.getByRole('status').textContent).toContain('This is a copy of the page saved');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('offline on the app shell, says so without calling it a copy', () => {
    markAsOfflineCopy('');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNotice();
    expect(screen.getByRole('status').textContent).toContain("You're offline. Pages you have visited");
    expect(screen.getByRole('status').textContent).not.toContain('copy');
  });

  it('no longer calls the next page a copy once the visitor moves on', async () => {
    markAsOfflineCopy('2026-11-25T17:30:00.000Z');
    const router = renderNotice();
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
