import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findAuditEntries from '@creators-archive/contract/admin/find-audit-entries';
import { envelope } from '../../lib/envelope';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.route({
    method: findAuditEntries.method,
    url: findAuditEntries.path,
    schema: {
      tags: ['admin'],
      querystring: findAuditEntries.ZFindAuditEntriesQuery,
      response: { 200: findAuditEntries.ZFindAuditEntriesResponse },
    },
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await audit.find(request.query));
    },
  });
};
