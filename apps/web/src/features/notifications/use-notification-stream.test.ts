import type { StreamedNotification } from '@creators-archive/contract/notifications/stream-notifications';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseDataSaver } from '../../components/ui/data-saver';
import { backoffClock } from '../../lib/backoff';
import { resetBrowserState } from '../../testing/session';
import { useNotificationStream } from './use-notification-stream';

const tickets = vi.hoisted(() => ({ issued: 0 }));
vi.mock('./api/create-stream-ticket', () => ({
  createStreamTicket: async () => `ticket-${++tickets.issued}`,
}));

/** A stream the test writes to, as the server would; it fails when the client aborts it. */
type FakeStream = { url: string; headers: Headers; write(text: string): void; end(): void };

let streams: FakeStream[];
let streamOpened: () => void;

function stubStreamFetch() {
  const encoder = new TextEncoder();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (started) => {
        controller = started;
      },
    });
    init.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    streams.push({
      url: String(input),
      headers: new Headers(init.headers),
      write: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    streamOpened();
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  });
}

function nextStream(): Promise<FakeStream> {
  const count = streams.length;
  return new Promise((resolve) => {
    const check = () => (streams.length > count ? resolve(streams[count]!) : undefined);
    const previous = streamOpened;
    streamOpened = () => {
      previous();
      check();
    };
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const streamed = (id: string, unreadCount: number): StreamedNotification => ({
  notification: {
    id,
    kind: 'follower',
    createdAt: '2026-11-29T02:00:00.000Z',
    readAt: null,
    actors: [{ id: '7a1f2c4e-0d3b-4c59-9f43-2b8d6f1e5a90', fullName: 'Ada Obi', profilePicture: null }],
    actorCount: 1,
    subject: null,
  },
  unreadCount,
});

beforeEach(() => {
  streams = [];
  streamOpened = () => {};
  tickets.issued = 0;
  resetBrowserState();
  setVisibility('visible');
  stubStreamFetch();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderStream() {
  const handlers = { onNotification: vi.fn(), onCountDue: vi.fn() };
  renderHook(() => useNotificationStream(handlers));
  return handlers;
}

describe('the notification stream hook', () => {
  it('opens the stream with a ticket and hands on each notification', async () => {
    const opened = nextStream();
    const handlers = renderStream();
    const stream = await opened;
    expect(stream.url).toBe('/v1/notifications/stream?ticket=ticket-1');
    stream.write(
      `retry: 1000\n\n:\n\nid: p1\nevent: notification\ndata: ${JSON.stringify(streamed('0b6f3a52-7c1d-4e8a-9b2f-5d4c3e2a1f00', 4))}\n\n`,
    );
    await waitFor(() => expect(handlers.onNotification).toHaveBeenCalledTimes(1));
    expect(handlers.onNotification.mock.calls[0]![0].unreadCount).toBe(4);
  });

  it('opens a new stream with a new ticket when one ends, resuming after the last event', async () => {
    vi.spyOn(backoffClock, 'wait').mockResolvedValue();
    const first = nextStream();
    renderStream();
    const stream = await first;
    const second = nextStream();
    stream.write(
      `id: p7\nevent: notification\ndata: ${JSON.stringify(streamed('0b6f3a52-7c1d-4e8a-9b2f-5d4c3e2a1f00', 1))}\n\n`,
    );
    stream.end();
    const resumed = await second;
    expect(resumed.url).toBe('/v1/notifications/stream?ticket=ticket-2');
    expect(resumed.headers.get('Last-Event-ID')).toBe('p7');
  });

  it('treats ten seconds without a byte as a dead connection and opens another', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(backoffClock, 'wait').mockResolvedValue();
    const first = nextStream();
    renderStream();
    const stream = await first;
    stream.write(':\n\n');
    const second = nextStream();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(streams).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await second;
    expect(streams).toHaveLength(2);
  });

  it('holds no stream while the tab is hidden, and reads the count when it is shown again', async () => {
    setVisibility('hidden');
    const handlers = renderStream();
    await act(async () => {});
    expect(streams).toHaveLength(0);
    expect(tickets.issued).toBe(0);

    const opened = nextStream();
    act(() => setVisibility('visible'));
    expect(handlers.onCountDue).toHaveBeenCalledTimes(1);
    await opened;
    expect(streams).toHaveLength(1);
  });

  it('holds no stream in data-saver mode, and reads the count when the window takes the focus', async () => {
    chooseDataSaver(true);
    const handlers = renderStream();
    await act(async () => {});
    expect(streams).toHaveLength(0);
    expect(tickets.issued).toBe(0);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(handlers.onCountDue).toHaveBeenCalledTimes(1);
  });
});
