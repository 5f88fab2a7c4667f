import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findPlans from '@creators-archive/contract/subscriptions/find-plans';
import { envelope } from '../../lib/envelope';
import type { PlansService } from './plans.service';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (app, { plans }) => {
  app.route({
    method: findPlans.method,
    url: findPlans.path,
    schema: {
      tags: ['subscriptions'],
      response: { 200: findPlans.ZFindPlansResponse },
    },
    // Every visitor to the join page asks for the same short list.
    config: { publicCache: true },
    // Archived plans are not sold. The micro-cache may answer the list from before an archive for
    // its few seconds; checkout refuses the plan at once either way.
    handler: async () => envelope(await plans.listOnSale()),
  });
};
