import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as getOverview from '@creators-archive/contract/admin/get-overview';
import { localeOfRequest } from '../../i18n/translate';
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
    handler: async (request, reply) => {
      // The summaries are in the language of the page the admin reads them on (its
      // Accept-Language), not in the admin's own setting: that setting chooses the language of
      // e-mails read away from the page, and the dashboard's other words are the page's.
      reply.header('Cache-Control', 'no-store');
      return envelope(await overview.get(localeOfRequest(request.headers)));
    },
  });
};
