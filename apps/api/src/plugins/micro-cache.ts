import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dataSaverRequested } from '@creators-archive/contract/users/data-saver';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET answer everyone may share: kept in memory and marked cacheable for CDNs. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    servedFromCache?: boolean;
  }
  interface FastifyInstance {
    /**
     * Forgets every kept answer, so a change that must show at once (a member suspended, a badge
     * given or taken) is not hidden behind this process's copy. Clients and CDNs may still hold
     * theirs for the `max-age` sent, PUBLIC_CACHE_SECONDS at most.
     */
    dropPublicCache(): void;
    /** How many answers this process keeps now, for the metrics. */
    publicCacheEntries(): number;
  }
}

/** A kept answer: a list's JSON as text or, where the route wrote it so, as UTF-8 bytes. */
type Entry = { body: string | Buffer; gzipped: Buffer | undefined; contentType: string; expiresAt: number };

/** One request is asking for this URL; the others wait for its answer. */
type Fill = { answer: Promise<Entry | undefined>; settle(entry: Entry | undefined): void };

const MAX_ENTRIES = 1000;
/** Below this a list is sent as it is: compressing would save less than a packet. */
const GZIP_FROM_BYTES = 1400;

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** What a kept answer may depend on besides the URL, as `Vary` names it for CDNs and browsers. */
const VARY = 'Accept-Encoding, Save-Data';

/**
 * Where an answer is kept: its URL, apart for a data-saver visit (Save-Data, or the site's
 * data-saver cookie), so an answer made for one mode is never handed to the other.
 */
const keyOf = (request: FastifyRequest) =>
  dataSaverRequested(request.headers) ? `${request.url}\n(data saver)` : request.url;

function newFill(): Fill {
  let settle!: (entry: Entry | undefined) => void;
  const answer = new Promise<Entry | undefined>((resolve) => {
    settle = resolve;
  });
  return { answer, settle };
}

/**
 * A few seconds of memory for public lists everyone asks for (the directory's first page,
 * popular searches): a burst of visitors costs one query, not one each. Only requests without
 * credentials are cached, so no one's private answer is ever shared; a data-saver visit's answers
 * are kept apart from a normal visit's. A long list is gzipped once
 * when it is stored (a directory page: ~24 KB of JSON, ~4 KB on a phone's connection) and sent
 * so to every client that accepts it.
 *
 * Misses are coalesced: when an answer is missing or has just expired, the first request asks the
 * route and every request for the same URL that arrives meanwhile waits for that answer, so
 * fifty visitors at the moment an entry expires still cost one query. If that answer cannot be
 * shared (an error, a non-200), each waiting request is answered by the route itself.
 */
export default fp(
  async (
    app: FastifyInstance,
    /** `seconds`: how long every public answer is kept (PUBLIC_CACHE_SECONDS); 0 turns the cache off. */
    options: { seconds: number; now?: () => number },
  ) => {
    const { seconds } = options;
    const now = options.now ?? Date.now;
    const entries = new Map<string, Entry>();
    const filling = new Map<string, Fill>();
    /** Counts drops: an answer asked for before the last drop is handed to its waiters, not kept. */
    let generation = 0;
    const generationOf = new WeakMap<FastifyRequest, number>();
    app.decorate('dropPublicCache', () => {
      generation += 1;
      entries.clear();
    });
    app.decorate('publicCacheEntries', () => entries.size);
    /** The fill each leading request owes its followers. */
    const fillOf = new WeakMap<FastifyRequest, Fill>();

    const cacheable = (request: FastifyRequest) =>
      seconds > 0 &&
      request.routeOptions.config.publicCache === true &&
      request.method === 'GET' &&
      !request.headers.authorization;

    const freshEntry = (key: string): Entry | undefined => {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    };

    /**
     * An expired answer asked for again is dropped then; one nobody asks for again would be kept
     * until MAX_ENTRIES pushed it out, so a quiet process could hold a thousand stale lists. Entries
     * are stored in the order they expire, so the expired ones are the first few.
     */
    const dropExpired = () => {
      const at = now();
      for (const [key, entry] of entries) {
        if (entry.expiresAt > at) return;
        entries.delete(key);
      }
    };

    /** Hands the leader's answer (or its absence) to the requests waiting for it; once. */
    const finishFill = (request: FastifyRequest, entry: Entry | undefined) => {
      const fill = fillOf.get(request);
      if (!fill) return;
      fillOf.delete(request);
      const key = keyOf(request);
      if (filling.get(key) === fill) filling.delete(key);
      fill.settle(entry);
    };

    const serve = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      request.servedFromCache = true;
      reply.header('Cache-Control', `public, max-age=${seconds}`).header('X-Cache', 'hit');
      reply.header('Vary', VARY).type(entry.contentType);
      if (entry.gzipped && acceptsGzip(request)) {
        return reply.header('Content-Encoding', 'gzip').send(entry.gzipped);
      }
      return reply.send(entry.body);
    };

    // No hooks while the cache is off: every answer would pass through them for nothing.
    if (seconds === 0) return;

    // Callbacks, not async hooks: most requests are not cacheable (an API call with a token, a
    // POST), and an async hook would cost each of them a promise and a microtask for nothing.
    app.addHook('onRequest', (request, reply, done) => {
      if (!cacheable(request)) return done();
      const key = keyOf(request);
      const entry = freshEntry(key);
      if (entry) {
        serve(request, reply, entry);
        return;
      }
      const fill = filling.get(key);
      if (!fill) {
        const lead = newFill();
        filling.set(key, lead);
        fillOf.set(request, lead);
        generationOf.set(request, generation);
        // A leader that never reaches onSend (a hook failed, the client went away) must not
        // leave its followers waiting; after onSend this finds nothing left to do.
        reply.raw.once('close', () => finishFill(request, undefined));
        return done();
      }
      void fill.answer.then((answer) => (answer ? serve(request, reply, answer) : done()));
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (!cacheable(request)) return done(null, payload);
      reply.header('Cache-Control', `public, max-age=${seconds}`);
      if (request.servedFromCache) return done(null, payload);
      if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
        finishFill(request, undefined);
        return done(null, payload);
      }
      dropExpired();
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const gzipped = Buffer.byteLength(payload) >= GZIP_FROM_BYTES ? zlib.gzipSync(payload) : undefined;
      const entry: Entry = {
        // A list's bytes may be cut from a shared slab (itemsEnvelope): kept for seconds, they
        // are copied out of it, so a kept answer never holds a whole slab.
        body: typeof payload === 'string' ? payload : Buffer.from(payload),
        gzipped,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        expiresAt: now() + seconds * 1000,
      };
      if (generationOf.get(request) === generation) {
        // Stored last, so the order they expire in stays the order they are kept in.
        const key = keyOf(request);
        entries.delete(key);
        entries.set(key, entry);
      }
      finishFill(request, entry);
      reply.header('X-Cache', 'miss').header('Vary', VARY);
      if (gzipped && acceptsGzip(request)) {
        reply.header('Content-Encoding', 'gzip');
        return done(null, gzipped);
      }
      done(null, payload);
    });
  },
  { name: 'micro-cache', dependencies: ['errors'] },
);
