import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET answers kept in memory this many seconds and marked cacheable for CDNs. */
    publicCacheSeconds?: number;
  }
  interface FastifyRequest {
    servedFromCache?: boolean;
  }
}

type Entry = { body: string; contentType: string; expiresAt: number };

const MAX_ENTRIES = 1000;

/**
 * A few seconds of memory for public lists everyone asks for (the directory's first page,
 * popular searches): a burst of visitors costs one query, not one each. Only requests without
 * credentials are cached, so no one's private answer is ever shared.
 */
export default fp(
  async (app: FastifyInstance, options: { seconds: number; now?: () => number }) => {
    const now = options.now ?? Date.now;
    const entries = new Map<string, Entry>();
    const secondsFor = (config: { publicCacheSeconds?: number }) =>
      Math.min(config.publicCacheSeconds ?? 0, options.seconds);

    app.addHook('onRequest', async (request, reply) => {
      const seconds = secondsFor(request.routeOptions.config);
      if (seconds <= 0 || request.method !== 'GET' || request.headers.authorization) return;
      const entry = entries.get(request.url);
      if (!entry) return;
      if (entry.expiresAt <= now()) {
        entries.delete(request.url);
        return;
      }
      request.servedFromCache = true;
      return reply
        .header('Cache-Control', `public, max-age=${seconds}`)
        .header('X-Cache', 'hit')
        .type(entry.contentType)
        .send(entry.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const seconds = secondsFor(request.routeOptions.config);
      if (seconds <= 0 || request.method !== 'GET' || request.headers.authorization) return payload;
      reply.header('Cache-Control', `public, max-age=${seconds}`);
      if (request.servedFromCache || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(request.url, {
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        expiresAt: now() + seconds * 1000,
      });
      reply.header('X-Cache', 'miss');
      return payload;
    });
  },
  { name: 'micro-cache', dependencies: ['errors'] },
);
