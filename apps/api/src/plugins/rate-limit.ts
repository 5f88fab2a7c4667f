import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../lib/app-error';

/** Per-IP limits; a route may set a tighter `config.rateLimit`. */
export default fp(
  async (app: FastifyInstance, options: { max: number }) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/v1/'),
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new AppError(429, ErrorReason.rateLimited, `Too many requests. Try again in ${context.after}.`, {
            retryAfterSeconds: Math.ceil(context.ttl / 1000),
          }),
          { statusCode: 429 },
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
