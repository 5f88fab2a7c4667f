import {
  path as streamPath,
  STREAM_NOTIFICATION_EVENT,
  STREAM_SILENCE_TIMEOUT_MS,
  type StreamedNotification,
} from '@creators-archive/contract/notifications/stream-notifications';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useDataSaver } from '../../components/ui/data-saver';
import { backoffClock, backoffMs } from '../../lib/backoff';
import { createStreamTicket } from './api/create-stream-ticket';
import { EventStreamParser, type ServerSentEvent } from './event-stream';

export type NotificationStreamHandlers = {
  /** A notification the stream sent, with the member's unread count after it. */
  onNotification(streamed: StreamedNotification): void;
  /** No stream was held for a while (a hidden tab, data saver): the count should be read again. */
  onCountDue(): void;
};

/** The first wait before opening the stream again after it failed; it doubles up to the cap. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Holds the signed-in member's notification stream while the tab is shown and data saver is off:
 * a hidden tab or a member saving data holds no connection open. When the tab is shown again the
 * count is read at once (and the stream opened again); in data-saver mode it is read each time the
 * window takes the focus. Call it only for a signed-in member.
 */
export function useNotificationStream(handlers: NotificationStreamHandlers): void {
  const dataSaver = useDataSaver();
  const visible = usePageVisible();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const wasHidden = useRef(false);
  useEffect(() => {
    if (!visible) {
      wasHidden.current = true;
      return;
    }
    if (wasHidden.current) latest.current.onCountDue();
    wasHidden.current = false;
  }, [visible]);

  useEffect(() => {
    if (!dataSaver) return;
    const countOnFocus = () => latest.current.onCountDue();
    window.addEventListener('focus', countOnFocus);
    return () => window.removeEventListener('focus', countOnFocus);
  }, [dataSaver]);

  useEffect(() => {
    if (dataSaver || !visible) return;
    const holding = new AbortController();
    void holdNotificationStream(holding.signal, (streamed) => latest.current.onNotification(streamed));
    return () => holding.abort();
  }, [dataSaver, visible]);
}

function usePageVisible(): boolean {
  return useSyncExternalStore(
    (changed) => {
      document.addEventListener('visibilitychange', changed);
      return () => document.removeEventListener('visibilitychange', changed);
    },
    () => document.visibilityState !== 'hidden',
    () => false,
  );
}

/**
 * Opens the stream with a fresh ticket, and again each time it ends or falls silent, until `signal`
 * aborts: a stream the server ended (its sign-in's token expired) opens again after a second; one
 * that failed waits twice as long each time, up to thirty seconds. Each new stream resumes after
 * the last event received (Last-Event-ID), so nothing sent meanwhile is missed.
 */
export async function holdNotificationStream(
  signal: AbortSignal,
  onNotification: (streamed: StreamedNotification) => void,
): Promise<void> {
  let lastEventId: string | undefined;
  let failures = 0;
  while (!signal.aborted) {
    const heard = await readStream(signal, lastEventId, (event) => {
      if (event.id !== undefined) lastEventId = event.id;
      if (event.event === STREAM_NOTIFICATION_EVENT)
        onNotification(JSON.parse(event.data) as StreamedNotification);
    });
    if (signal.aborted) return;
    failures = heard ? 0 : failures + 1;
    await backoffClock.wait(Math.min(RECONNECT_MAX_MS, backoffMs(failures + 1, RECONNECT_FIRST_MS)));
  }
}

/**
 * One stream, read until it ends, fails, or brings no byte for STREAM_SILENCE_TIMEOUT_MS (its
 * heartbeat comes every second, so silence means a dead connection). Answers whether any byte came.
 */
async function readStream(
  signal: AbortSignal,
  lastEventId: string | undefined,
  onEvent: (event: ServerSentEvent) => void,
): Promise<boolean> {
  const ticket = await createStreamTicket();
  if (!ticket || signal.aborted) return false;
  const connection = new AbortController();
  const stop = () => connection.abort();
  signal.addEventListener('abort', stop);
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heardNow = () => {
    clearTimeout(silence);
    silence = setTimeout(stop, STREAM_SILENCE_TIMEOUT_MS);
  };
  let heard = false;
  try {
    heardNow();
    const response = await fetch(`${streamPath}?ticket=${encodeURIComponent(ticket)}`, {
      signal: connection.signal,
      cache: 'no-store',
      headers: {
        Accept: 'text/event-stream',
        ...(lastEventId !== undefined && { 'Last-Event-ID': lastEventId }),
      },
    });
    if (!response.ok || !response.body) return false;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new EventStreamParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return heard;
      heard = true;
      heardNow();
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
  } catch {
    // Aborted, silent or dropped: the caller opens a new one.
    return heard;
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', stop);
  }
}
