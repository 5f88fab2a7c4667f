import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as getHealth from '@creators-archive/contract/health/get-health';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.route({
    method: getHealth.method,
    url: getHealth.path,
    schema: { tags: ['health'], response: { 200: getHealth.ZGetHealthResponse } },
    config: { rateLimit: false },
    handler: async () => {
      await ping();
      return { success: true as const, data: { status: 'ok' as const, database: 'ok' as const } };
    },
  });
};
