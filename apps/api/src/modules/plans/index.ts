import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { PlansRepository } from './plans.repository';
import { PlansService } from './plans.service';

export type { PlansService, PlanOffer } from './plans.service';

/** The membership plans on offer and their prices; no routes yet, the demo seed fills them. */
export async function register(_app: FastifyInstance, { transactions }: Infrastructure) {
  const plans = new PlansService({
    transaction: transactions.over((scope) => ({ plans: new PlansRepository(scope.db) })),
  });
  return { plans };
}
