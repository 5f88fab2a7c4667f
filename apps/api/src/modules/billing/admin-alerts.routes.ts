import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findAlerts from '@creators-archive/contract/admin/find-alerts';
import type { Clock } from '../../lib/clock';
import { envelope } from '../../lib/envelope';
import type { AdminAlerts } from './admin-alerts';
import type { Disputes } from './disputes';

/** The console's alerts about money and the disputes still open (admins). */
export const adminAlertsRoutes: FastifyPluginAsyncZod<{
  alerts: Pick<AdminAlerts, 'recent'>;
  disputes: Pick<Disputes, 'open'>;
  clock: Clock;
}> = async (app, { alerts, disputes, clock }) => {
  app.route({
    method: findAlerts.method,
    url: findAlerts.path,
    schema: { tags: ['admin'], response: { 200: findAlerts.ZFindAlertsResponse } },
    config: { auth: 'admin' },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [recent, open] = await Promise.all([alerts.recent(clock.now()), disputes.open()]);
      return envelope({ alerts: recent, openDisputes: open });
    },
  });
};
