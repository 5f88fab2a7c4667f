import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorReason } from '@creators-archive/contract';
import { path as livenessPath } from '@creators-archive/contract/health/get-health-live';
import { AppError } from '../lib/app-error';

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
      throw new AppError(
        503,
        ErrorReason.maintenance,
        'Creators Archive is down for maintenance. Please try again shortly.',
      );
    });
  },
  { name: 'maintenance', dependencies: ['errors'] },
);
