import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const CONNECT_TIMEOUT_MS = 2_000;

/**
 * The Redis client when REDIS_URL is set, once its first connection is made or has failed. The
 * limits that use it fail open rather than hold requests: while Redis is unreachable a command
 * fails at once (no offline queue: it waited there for a reconnection, about a second for each
 * limit a request checks), and a command to a Redis that is connected but does not answer gives up
 * after half a second.
 * The first connection is waited for so that the limits count from the first request.
 */
export async function openRedis(url: string | undefined, log: FastifyBaseLogger): Promise<Redis | undefined> {
  if (!url) return undefined;
  const redis = new Redis(url, {
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
  });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis connection problem'));
  await new Promise<void>((resolve) => {
    const settled = () => {
      clearTimeout(timer);
      redis.off('ready', settled);
      redis.off('error', settled);
      resolve();
    };
    const timer = setTimeout(settled, CONNECT_TIMEOUT_MS);
    redis.once('ready', settled);
    redis.once('error', settled);
  });
  return redis;
}

export async function closeRedis(redis: Redis | undefined): Promise<void> {
  if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis?.disconnect();
}
