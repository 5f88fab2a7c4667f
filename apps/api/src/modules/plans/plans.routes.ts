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
    // Archived plans are not sold. An admin's change to a plan drops this process's kept copy;
    // checkout refuses an archived plan whatever a client still holds.
    handler: async () => envelope(await plans.listOnSale()),
  });
};
