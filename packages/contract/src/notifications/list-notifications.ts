import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZNotification } from './notification';

/**
 * The signed-in member's notifications, newest first, with how many are unread. Pages never skip
 * or repeat: pass the previous page's `nextCursor`. Notifications whose only actors are suspended
 * members are left out of the list and the count.
 */
export const method = 'GET';
export const path = '/v1/notifications';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const ZListNotificationsRequest = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});
export type ListNotificationsRequest = z.input<typeof ZListNotificationsRequest>;
export type ListNotificationsQuery = z.output<typeof ZListNotificationsRequest>;

export const ZListNotificationsResponse = successEnvelope(
  z.object({
    items: z.array(ZNotification),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
    unreadCount: z.number().int().min(0),
  }),
);
export type ListNotificationsResponse = z.infer<typeof ZListNotificationsResponse>;
