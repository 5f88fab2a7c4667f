import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import type { PlansService } from '../plans';
import { discountsRoutes } from './discounts.routes';
import { DiscountsRepository } from './discounts.repository';
import { DiscountsService } from './discounts.service';

export type { DiscountsService, CheckoutPrice } from './discounts.service';

/** Discount codes: checking one against a plan's price; the demo seed's way to add one. */
export async function register(
  app: FastifyInstance,
  { db, clock, config }: Infrastructure,
  needs: { plans: Pick<PlansService, 'priceOf'> },
) {
  const discounts = new DiscountsService({
    discounts: new DiscountsRepository(db),
    plans: needs.plans,
    clock,
  });
  await app.register(discountsRoutes, { discounts, lookupRateLimit: config.rateLimit.authMax });
  return { discounts };
}
