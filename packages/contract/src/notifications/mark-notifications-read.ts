import { z } from 'zod';
import { successEnvelope } from '../envelope';

/**
 * Marks the signed-in member's notifications read: those named (ids of other members' are
 * ignored), or all of them. Answers how many stay unread.
 */
export const method = 'POST';
export const path = '/v1/notifications/read';

export const ZMarkNotificationsReadRequest = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequest>;

export const ZMarkNotificationsReadResponse = successEnvelope(
  z.object({ unreadCount: z.number().int().min(0) }),
);
export type MarkNotificationsReadResponse = z.infer<typeof ZMarkNotificationsReadResponse>;
