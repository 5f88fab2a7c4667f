import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../lib/app-error';

/** Per-IP limits; a route may set a tighter `config.rateLimit`. With Redis, all processes share them. */
export default fp(
  async (app: FastifyInstance, options: { max: number; redis?: Redis | undefined }) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: '1 minute',
      // With Redis down, requests go through rather than fail (see docs/decisions/0306).
      ...(options.redis ? { redis: options.redis, nameSpace: 'ca:ip-limits:', skipOnError: true } : {}),
      allowList: (request) => !request.url.startsWith('/v1/'),
      keyGenerator: (request) => request.clientAddress,
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new AppError(429, ErrorReason.rateLimited, `Too many requests. Try again in ${context.after}.`, {
            retryAfterSeconds: Math.ceil(context.ttl / 1000),
          }),
          { statusCode: 429 },
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['errors', 'client-address'] },
);
