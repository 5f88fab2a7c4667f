import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import type { PlansService } from '../plans';
import { campaignMailJob } from './campaign.jobs';
import { CampaignsRepository } from './campaigns.repository';
import { discountAdminRoutes } from './discount-admin.routes';
import { DiscountAdminService } from './discount-admin.service';
import { discountRepositoriesOn } from './discount-repositories';
import { discountsRoutes } from './discounts.routes';
import { DiscountsRepository } from './discounts.repository';
import { DiscountsService } from './discounts.service';

export type { DiscountsService, CheckoutPrice } from './discounts.service';
export type { DiscountAdminService } from './discount-admin.service';

/**
 * Discount codes: checking one against a plan's price; admins creating, listing and deactivating
 * codes and e-mailing one to a list as a campaign; the demo seed's way to add one.
 */
export async function register(
  app: FastifyInstance,
  { db, clock, config, transactions, jobs, mail }: Infrastructure,
  needs: { plans: Pick<PlansService, 'priceOf' | 'list'> },
) {
  const discounts = new DiscountsService({
    discounts: new DiscountsRepository(db),
    plans: needs.plans,
    transaction: transactions.over((scope) => ({ discounts: new DiscountsRepository(scope.db) })),
    clock,
  });
  const discountAdmin = new DiscountAdminService({
    discounts: new DiscountsRepository(db),
    campaigns: new CampaignsRepository(db),
    plans: needs.plans,
    transaction: transactions.over((scope) => discountRepositoriesOn(scope, jobs)),
    mail,
    clock,
    publicUrl: config.publicUrl,
    knownCurrencies: config.payments.knownCurrencies,
  });
  jobs.registry.add(campaignMailJob, ({ recipientId, locale }, job) =>
    discountAdmin.sendOne(recipientId, locale, job),
  );
  await app.register(discountsRoutes, { discounts, lookupRateLimit: config.rateLimit.authMax });
  await app.register(discountAdminRoutes, { admin: discountAdmin });
  return { discounts, discountAdmin };
}
