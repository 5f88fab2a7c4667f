import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReason } from '@creators-archive/contract';
import * as getHealth from '@creators-archive/contract/health/get-health';
import * as getHealthLive from '@creators-archive/contract/health/get-health-live';
import * as getHealthReady from '@creators-archive/contract/health/get-health-ready';
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

function databaseDown(): AppError {
  return new AppError(503, ErrorReason.databaseUnavailable, 'The database is not answering', {
    database: 'down',
  });
}

/**
 * `/v1/health` and the readiness probe ask the database; the liveness probe never does, so a
 * database outage takes the instance out of rotation without getting the process restarted.
 * Once the server starts closing it accepts no new connection, so a probe fails to connect.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  maintenance: boolean;
}> = async (app, { ping, maintenance }) => {
  app.route({
    method: getHealthLive.method,
    url: getHealthLive.path,
    schema: { tags: ['health'], response: { 200: getHealthLive.ZGetHealthLiveResponse } },
    config: { rateLimit: false },
    handler: async () => envelope({ status: 'ok' as const }),
  });

  app.route({
    method: getHealthReady.method,
    url: getHealthReady.path,
    schema: { tags: ['health'], response: { 200: getHealthReady.ZGetHealthReadyResponse } },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      if (maintenance) {
        reply.header('Retry-After', '300');
        throw new AppError(503, ErrorReason.maintenance, 'Creators Archive is down for maintenance');
      }
      if (!(await answersWithin(ping, PROBE_TIMEOUT_MS))) throw databaseDown();
      return envelope({ status: 'ready' as const, database: 'ok' as const });
    },
  });

  app.route({
    method: getHealth.method,
    url: getHealth.path,
    schema: { tags: ['health'], response: { 200: getHealth.ZGetHealthResponse } },
    config: { rateLimit: false },
    handler: async () => {
      if (!(await answersWithin(ping, PROBE_TIMEOUT_MS))) throw databaseDown();
      return envelope({ status: 'ok' as const, database: 'ok' as const });
    },
  });
};
