import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isTokenPage } from '@creators-archive/contract/pages/token-pages';

/** No inline script anywhere: this is what makes keeping tokens in localStorage acceptable. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  // The web app's service worker (/sw.js) and its manifest, both from the site itself. Spelled out
  // rather than left to default-src: a later change to the defaults must not cut them off.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The same policy as one header value, for answers that never pass through helmet's hook. */
const policyHeader = Object.entries(contentSecurityPolicy)
  .map(([name, values]) => {
    const directive = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    return values ? `${directive} ${values.join(' ')}` : directive;
  })
  .join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** What every answer carries unless its route chose stricter values (the signed document link). */
const baseline: Record<string, string> = {
  'Content-Security-Policy': policyHeader,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

const baselineHeaders = Object.entries(baseline);

/**
 * The security headers on one answer, whatever sent it. helmet sets them when a request starts,
 * but an answer can leave without that hook: Fastify's `frameworkErrors` (a malformed address) run
 * before any hook. A header a route set itself is kept, and a policy of its own that does not say
 * who may frame the answer is given `frame-ancestors 'none'`.
 *
 * HSTS goes only on a request that came over HTTPS as `request.protocol` reads it: a TLS socket,
 * or X-Forwarded-Proto from a proxy TRUST_PROXY believes (the same rule as the client address),
 * never a header any sender can write. PUBLIC_URL is not consulted: an https PUBLIC_URL says where
 * visitors are sent, not how this request arrived, and the server is also reached over plain http
 * (health checks on 127.0.0.1, a proxy's own probes), where HSTS does not belong. Behind a proxy
 * that terminates TLS, TRUST_PROXY is what makes HSTS appear. A request refused before routing
 * has no proxy-aware protocol, so it carries HSTS only over a direct TLS socket; browsers keep
 * the policy from every other answer.
 */
export function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  // Fastify's hasHeader also reads what was set on the raw response.
  for (const [name, value] of baselineHeaders) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  finishSecurityHeaders(request, reply);
}

/**
 * What an answer that passed the plugin's onRequest hook still needs when it leaves: that hook set
 * the baseline, and no route removes any of it. A route's own policy that does not say who may
 * frame the answer is given `frame-ancestors 'none'`, and HSTS goes on over HTTPS.
 */
function finishSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const policy = reply.getHeader('Content-Security-Policy');
  if (
    typeof policy === 'string' &&
    !framedPolicies.has(policy) &&
    !/(^|;)\s*frame-ancestors\b/i.test(policy)
  ) {
    reply.header('Content-Security-Policy', `${policy}; frame-ancestors 'none'`);
  }
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
}

/**
 * Where the files are whose names change with their content: the web build's scripts and styles,
 * its icons, and uploaded images. Not /sw.js or the manifest, which keep one name.
 */
const fingerprintedFiles = /^\/(assets|icons|media)\//;

/**
 * What a page loads from those places and never opens as a page: scripts, styles, fonts and raster
 * images. Not SVG, which opened on its own is a document that can run script, nor HTML or JSON.
 */
const subresourceTypes = /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/i;

/**
 * What a script, style, font or raster image needs of the security headers: not to be read as
 * another type (nosniff), and not to be loaded by another site's page (CORP, against reading it
 * through a side channel like Spectre), and HSTS, which applies to the whole site. The rest (CSP,
 * framing, referrer, opener, agent cluster, and helmet's headers for old browsers) govern a
 * document, and cost about 600 bytes on each of the 14 to 18 files a first visit downloads
 * (decision 1525).
 */
const subresourceHeaders = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * A successful answer with a file a page loads from a content-named path: it goes without the
 * document's headers. Errors, pages, API answers, SVG, /sw.js and the manifest keep them all.
 */
function isSubresource(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('Content-Type');
  return (
    reply.statusCode < 400 &&
    fingerprintedFiles.test(request.url) &&
    typeof type === 'string' &&
    subresourceTypes.test(type)
  );
}

/**
 * The headers helmet's middleware sets on an answer, recorded once on a stand-in response: its
 * options are the same for every request, and building the middleware again per request (as
 * @fastify/helmet does) cost about 1 % of an uncached directory page (decision 1370). helmet also
 * removes X-Powered-By, which Fastify never sends.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Set per request in addSecurityHeaders, only over HTTPS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // X-Download-Options tells Internet Explorer 8 not to open a download inside the site. No
    // browser that runs this app reads it, and its 28 bytes on every page were what kept the
    // French directory's document out of the first round trip (decision 1545).
    xDownloadOptions: false,
  });
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name] = String(value)),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const documentSecurityHeaders = helmetHeaders();

/** The app's own policy in the two spellings it goes out in: both forbid framing already. */
const framedPolicies = new Set<unknown>([policyHeader, documentSecurityHeaders['Content-Security-Policy']]);

export default fp(
  async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
    // The request id is for tracing a page or an API answer in the logs; a file named by its
    // content has nothing to trace.
    const documentHeaders = [
      ...Object.keys(documentSecurityHeaders),
      ...Object.keys(baseline),
      'X-Request-Id',
    ].filter((name) => !subresourceHeaders.has(name.toLowerCase()));
    // Set when a request starts, on Fastify's reply rather than the raw response: a header a route
    // sets later still wins, and Node then takes all of an answer's headers in one object instead
    // of through a setHeader call for each (about 5 µs of an uncached directory page). A route
    // that writes the raw response itself passes reply.getHeaders() on.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(documentSecurityHeaders).header('X-Request-Id', request.id);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      // A page whose address carries a secret, in any language: no referrer takes the address
      // anywhere, and no cache on the way or in the browser keeps it.
      if (isTokenPage(request.url)) {
        reply.header('Referrer-Policy', 'no-referrer');
        reply.header('Cache-Control', 'no-store');
      }
      finishSecurityHeaders(request, reply);
      if (isSubresource(request, reply)) {
        for (const name of documentHeaders) reply.removeHeader(name);
      }
      done(null, payload);
    });
    if (options.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: options.corsOrigins,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type', 'X-Retry'],
        maxAge: 600,
      });
    }
  },
  { name: 'security', dependencies: ['errors'] },
);
