import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReason } from '@creators-archive/contract';
import * as getHealth from '@creators-archive/contract/health/get-health';
import { AppError } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';

/**
 * How long the probe waits for `select 1`. Load balancers give a health check a second or two; a
 * database slower than this is reported down rather than leaving the check to time out itself.
 */
const PROBE_TIMEOUT_MS = 800;

/** True when `ping` succeeds within `timeoutMs`; a ping still running afterwards is left to finish. */
async function answersWithin(ping: () => Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      ping().then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.route({
    method: getHealth.method,
    url: getHealth.path,
    schema: { tags: ['health'], response: { 200: getHealth.ZGetHealthResponse } },
    config: { rateLimit: false },
    handler: async () => {
      if (!(await answersWithin(ping, PROBE_TIMEOUT_MS))) {
        throw new AppError(503, ErrorReason.databaseUnavailable, 'The database is not answering', {
          database: 'down',
        });
      }
      return envelope({ status: 'ok' as const, database: 'ok' as const });
    },
  });
};
