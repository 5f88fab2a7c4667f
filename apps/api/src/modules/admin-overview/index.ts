import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { OverviewRepository } from './overview.repository';
import { overviewRoutes } from './overview.routes';
import { OverviewService } from './overview.service';

/** The admin dashboard: members, subscriptions, revenue, queues and recent activity at a glance. */
export async function register(app: FastifyInstance, { db, clock }: Infrastructure) {
  const overview = new OverviewService({ overview: new OverviewRepository(db), clock });
  await app.register(overviewRoutes, { overview });
}
