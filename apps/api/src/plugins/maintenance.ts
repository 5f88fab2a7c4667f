import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorReason } from '@creators-archive/contract';
import { path as livenessPath } from '@creators-archive/contract/health/get-health-live';
import { reasonError } from '../i18n/error-messages';

/**
 * While on, every API call answers 503; the web plugin shows the maintenance page. Liveness still
 * answers: the process is well, and a load balancer that restarted it would gain nothing.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/v1/') && request.url !== '/v1') return;
      if (request.url === livenessPath) return;
      reply.header('Retry-After', '300');
      throw reasonError(503, ErrorReason.maintenance);
    });
  },
  { name: 'maintenance', dependencies: ['errors'] },
);
