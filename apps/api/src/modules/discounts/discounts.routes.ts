import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as validateDiscount from '@creators-archive/contract/subscriptions/validate-discount';
import { envelope } from '../../lib/envelope';
import type { DiscountsService } from './discounts.service';

export const discountsRoutes: FastifyPluginAsyncZod<{
  discounts: DiscountsService;
  lookupRateLimit: number;
}> = async (app, { discounts, lookupRateLimit }) => {
  app.route({
    method: validateDiscount.method,
    url: validateDiscount.path,
    schema: {
      tags: ['subscriptions'],
      querystring: validateDiscount.ZValidateDiscountRequest,
      response: { 200: validateDiscount.ZValidateDiscountResponse },
    },
    // Public, so held to the sign-in budget per client: guessing codes one request at a time stays slow.
    config: { auth: 'none', rateLimit: { max: lookupRateLimit, timeWindow: '1 minute' } },
    handler: async (request) => envelope(await discounts.validate(request.query)),
  });
};
