import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { ZNotification } from './notification';

/**
 * The signed-in member's new notifications as Server-Sent Events (`text/event-stream`), opened
 * with a ticket from POST /v1/notifications/stream-ticket: `GET …/stream?ticket=…`.
 *
 * - Each notification is an event `notification` whose data is `ZStreamedNotification` (JSON) and
 *   whose `id` is the notification's position: reconnecting with `Last-Event-ID` first sends every
 *   notification made after it, then the new ones as they come. A group of likes that grows sends
 *   the same notification again, with its new actors.
 * - A comment line (`:`) every `STREAM_HEARTBEAT_MS`: a client that hears nothing for
 *   `STREAM_SILENCE_TIMEOUT_MS` treats the connection as dead and opens a new one with a new ticket.
 * - The stream ends when the access token the ticket was made with would have expired, or when the
 *   sign-in ends; the client asks for a new ticket and opens it again.
 */
export const method = 'GET';
export const path = '/v1/notifications/stream';

/** A heartbeat comment this often, so proxies and the client see a live connection. */
export const STREAM_HEARTBEAT_MS = 1_000;
/** A client that hears no byte for this long reconnects. */
export const STREAM_SILENCE_TIMEOUT_MS = 10_000;
/** The reconnection delay the stream suggests to EventSource (`retry:`). */
export const STREAM_RETRY_MS = 1_000;
/** The event name of a notification. */
export const STREAM_NOTIFICATION_EVENT = 'notification';

export const ZStreamNotificationsQuery = z.object({ ticket: ZTextLine.max(300) });

export const ZStreamedNotification = z.object({
  notification: ZNotification,
  /** How many of the member's notifications are unread now, this one included. */
  unreadCount: z.number().int().min(0),
});
export type StreamedNotification = z.infer<typeof ZStreamedNotification>;
