import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import type { NotificationsService } from '../notifications';
import { UsersRepository } from '../users';
import { CollectionsRepository } from './collections.repository';
import { collectionsRoutes } from './collections.routes';
import { CollectionsService } from './collections.service';

export type { CollectionsService } from './collections.service';

/** Collections: members' named sets of works, public with a page of their own, or private. */
export async function register(
  app: FastifyInstance,
  { db, transactions, clock }: Infrastructure,
  needs: { notifications: Pick<NotificationsService, 'record'> },
) {
  const collections = new CollectionsService({
    collections: new CollectionsRepository(db),
    users: new UsersRepository(db),
    transaction: transactions.over((scope) => ({ collections: new CollectionsRepository(scope.db) })),
    notifications: needs.notifications,
    clock,
  });
  await app.register(collectionsRoutes, { collections });
  return { collections };
}
