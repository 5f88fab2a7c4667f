import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageVisit } from '@creators-archive/contract/pages/server-render';
import { dataSaverRequested } from '@creators-archive/contract/users/data-saver';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notPages } from '../../plugins/page-paths';

const normalVisit: PageVisit = { dataSaver: false };
const visits = new AsyncLocalStorage<PageVisit>();

/** What a rendered page depends on besides its address, named as `Vary` names request headers. */
const PAGE_VARIES_ON = ['Save-Data', 'Cookie'];

const asksForPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !notPages.test(request.url);

/** How the visitor asks for pages: their browser's Save-Data and this site's data-saver cookie. */
export function pageVisitOf(request: FastifyRequest): PageVisit {
  return { dataSaver: dataSaverRequested(request.headers) };
}

/** The visit of the page request being answered; the normal one outside a page request. */
export function currentPageVisit(): PageVisit {
  return visits.getStore() ?? normalVisit;
}

/** Adds `names` to the reply's `Vary`, keeping what is there (`Accept-Encoding`). */
function addVary(reply: FastifyReply, names: string[]): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set(current.map((name) => name.toLowerCase()));
  reply.header('Vary', [...current, ...names.filter((name) => !known.has(name.toLowerCase()))].join(', '));
}

/**
 * Every page request carries its visit to the render (which the web plugin starts with the address
 * alone), and every page goes out saying what it varies on, so a browser or CDN never hands a
 * data-saver page to a normal visit or the other way round. Hooks apply to the routes and the
 * not-found handler registered after them: register before the web plugin, which answers pages.
 */
export function followPageVisits(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!asksForPage(request)) return done();
    // The rest of the request runs inside the visit, the render included.
    visits.run(pageVisitOf(request), done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // The type first: an API answer, most of what the server sends, is then told apart without
    // reading its address again.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && asksForPage(request)) {
      addVary(reply, PAGE_VARIES_ON);
    }
    done(null, payload);
  });
}
