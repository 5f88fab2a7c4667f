import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { UsersRepository } from '../users';
import { PlanAdminService } from './plan-admin.service';
import { planAdminRoutes } from './plan-admin.routes';
import { planRepositoriesOn } from './plan-repositories';
import { PlansRepository } from './plans.repository';
import { plansRoutes } from './plans.routes';
import { PlansService } from './plans.service';

export { planNotFound, type PlansService, type PlanOffer } from './plans.service';
export type { PlanAdminService, RepricingStep } from './plan-admin.service';
export { PlansRepository, planNames } from './plans.repository';

/**
 * The membership plans and their prices: the public list of plans on sale, admins' plans (create,
 * edit, archive, restore, each audited), and the demo seed's way in.
 */
export async function register(app: FastifyInstance, { db, transactions, clock, config }: Infrastructure) {
  const plans = new PlansService({
    plans: new PlansRepository(db),
    transaction: transactions.over(planRepositoriesOn),
    offeredCurrencies: config.payments.offeredCurrencies,
  });
  const planAdmin = new PlanAdminService({
    plans: new PlansRepository(db),
    users: new UsersRepository(db),
    transaction: transactions.over(planRepositoriesOn),
    clock,
    knownCurrencies: config.payments.knownCurrencies,
  });
  await app.register(plansRoutes, { plans });
  await app.register(planAdminRoutes, { admin: planAdmin });
  return { plans, planAdmin };
}
