import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import type { NotificationsService } from '../notifications';
import { WorksRepository } from '../works';
import { FollowsRepository } from './follows.repository';
import { followsRoutes } from './follows.routes';
import { FollowsService } from './follows.service';

export type { FollowsService } from './follows.service';

/** Members following designers, their followers and following lists, and the feed of their work. */
export async function register(
  app: FastifyInstance,
  { db, transactions }: Infrastructure,
  needs: { notifications: Pick<NotificationsService, 'record'> },
) {
  const follows = new FollowsService({
    follows: new FollowsRepository(db),
    works: new WorksRepository(db),
    transaction: transactions.over((scope) => ({ follows: new FollowsRepository(scope.db) })),
    notifications: needs.notifications,
  });
  await app.register(followsRoutes, { follows });
  return { follows };
}
