import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { healthRoutes } from './health.routes';

/** The probe load balancers ask: the database answers, or the process is reported down. */
export async function register(app: FastifyInstance, { pingDatabase }: Infrastructure) {
  await app.register(healthRoutes, { ping: pingDatabase });
}
