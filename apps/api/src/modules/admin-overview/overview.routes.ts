import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as getOverview from '@creators-archive/contract/admin/get-overview';
import { envelope } from '../../lib/envelope';
import type { OverviewService } from './overview.service';

export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (
  app,
  { overview },
) => {
  app.route({
    method: getOverview.method,
    url: getOverview.path,
    schema: { tags: ['admin'], response: { 200: getOverview.ZGetOverviewResponse } },
    config: { auth: 'admin' },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await overview.get());
    },
  });
};
