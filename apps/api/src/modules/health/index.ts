import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { healthRoutes } from './health.routes';

/**
 * The probes load balancers and orchestrators ask: `/v1/health/live` (the process is up),
 * `/v1/health/ready` and `/v1/health` (the database answers too).
 */
export async function register(app: FastifyInstance, { pingDatabase, config }: Infrastructure) {
  await app.register(healthRoutes, { ping: pingDatabase, maintenance: config.maintenance });
}
