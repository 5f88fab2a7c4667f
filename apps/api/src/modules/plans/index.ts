import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { PlansRepository } from './plans.repository';
import { plansRoutes } from './plans.routes';
import { PlansService } from './plans.service';

export type { PlansService, PlanOffer } from './plans.service';
export { PlansRepository } from './plans.repository';

/** The membership plans on offer and their prices: the public list, and the demo seed's way in. */
export async function register(app: FastifyInstance, { db, transactions }: Infrastructure) {
  const plans = new PlansService({
    plans: new PlansRepository(db),
    transaction: transactions.over((scope) => ({ plans: new PlansRepository(scope.db) })),
  });
  await app.register(plansRoutes, { plans });
  return { plans };
}
