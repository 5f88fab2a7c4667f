import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { AuthSessionsRepository } from '../auth';
import { NotificationStreamService } from './notification-stream';
import { NotificationStreamRepository } from './notification-stream.repository';
import { notificationStreamRoutes } from './notification-stream.routes';
import { NotificationsRepository } from './notifications.repository';
import type { NotificationsService } from './notifications.service';

/** The notification stream: tickets, and the stream that sends each new notification at once. */
export async function registerNotificationStream(
  app: FastifyInstance,
  infrastructure: Infrastructure,
  notifications: NotificationsService,
): Promise<NotificationStreamService> {
  const { counters, clock, db, events } = infrastructure;
  const repository = new NotificationsRepository(db);
  const stream = new NotificationStreamService({
    counters,
    clock,
    sessions: new AuthSessionsRepository(db),
    stream: new NotificationStreamRepository(db),
    find: (userId, id) => notifications.find(userId, id),
    unreadCount: (userId) => repository.unreadCount(userId),
    events,
  });
  await app.register(notificationStreamRoutes, { stream, clock });
  return stream;
}
