import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis client when REDIS_URL is set. While Redis is unreachable a command gives up after half
 * a second, so the limits that use it fail open instead of holding requests.
 */
export function openRedis(url: string | undefined, log: FastifyBaseLogger): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { commandTimeout: 500, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis connection problem'));
  return redis;
}

export async function closeRedis(redis: Redis | undefined): Promise<void> {
  if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis?.disconnect();
}
