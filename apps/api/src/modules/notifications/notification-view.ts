import type { Notification } from '@creators-archive/contract/notifications/notification';
import type { NotificationWithActors } from './notifications.repository';

/** A stored notification as the API answers it. */
export function toNotification(row: NotificationWithActors): Notification {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    actors: row.actors,
    actorCount: row.actorCount,
    subject: row.subject ?? null,
  };
}
