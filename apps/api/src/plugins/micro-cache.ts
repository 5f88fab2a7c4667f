import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

type Entry = { body: string; gzipped: Buffer | undefined; contentType: string; expiresAt: number };

const MAX_ENTRIES = 1000;
/** Below this a list is sent as it is: compressing would save less than a packet. */
const GZIP_FROM_BYTES = 1400;

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/**
 * A few seconds of memory for public lists everyone asks for (the directory's first page,
 * popular searches): a burst of visitors costs one query, not one each. Only requests without
 * credentials are cached, so no one's private answer is ever shared. A long list is gzipped once
 * when it is stored (a directory page: ~24 KB of JSON, ~4 KB on a phone's connection) and sent
 * so to every client that accepts it.
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
      reply.header('Cache-Control', `public, max-age=${seconds}`).header('X-Cache', 'hit');
      reply.header('Vary', 'Accept-Encoding').type(entry.contentType);
      if (entry.gzipped && acceptsGzip(request)) {
        return reply.header('Content-Encoding', 'gzip').send(entry.gzipped);
      }
      return reply.send(entry.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const seconds = secondsFor(request.routeOptions.config);
      if (seconds <= 0 || request.method !== 'GET' || request.headers.authorization) return payload;
      reply.header('Cache-Control', `public, max-age=${seconds}`);
      if (request.servedFromCache || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const gzipped = Buffer.byteLength(payload) >= GZIP_FROM_BYTES ? zlib.gzipSync(payload) : undefined;
      entries.set(request.url, {
        body: payload,
        gzipped,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        expiresAt: now() + seconds * 1000,
      });
      reply.header('X-Cache', 'miss').header('Vary', 'Accept-Encoding');
      if (gzipped && acceptsGzip(request)) {
        reply.header('Content-Encoding', 'gzip');
        return gzipped;
      }
      return payload;
    });
  },
  { name: 'micro-cache', dependencies: ['errors'] },
);
