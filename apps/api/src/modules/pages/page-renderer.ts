import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A public page rendered by the web app's server build (apps/web/src/entry-server.tsx). */
export type RenderedPage = { root: string; data: string; status: 200 | 404 };
export type PageRenderer = (url: URL, visitorIp: string) => Promise<RenderedPage | null>;

type ServerEntry = {
  createPageRenderer: (transport: typeof fetch) => (url: URL) => Promise<RenderedPage | null>;
};

/** The app and visitor a render is for, so the pages' API calls are answered and limited as theirs. */
const currentVisit = new AsyncLocalStorage<{ app: FastifyInstance; ip: string }>();

/**
 * The pages' API calls answered in-process through `inject`: the same routes, validation, limits
 * and micro-cache as over the network, without a socket. They count against the visitor's address.
 */
async function injectedFetch(input: Parameters<typeof fetch>[0], init: RequestInit = {}): Promise<Response> {
  const visit = currentVisit.getStore();
  if (!visit) throw new Error('A page asked the API for data outside a render');
  const answer = await visit.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: String(input),
    headers: init.headers as Record<string, string>,
    remoteAddress: visit.ip,
  });
  return new Response(answer.rawPayload, {
    status: answer.statusCode,
    headers: { 'Content-Type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

/**
 * The renderer from the web build in `distDir`, or undefined without one (no build yet): pages are
 * then sent unrendered and the browser renders them, as before.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<PageRenderer | undefined> {
  const entryFile = path.join(distDir, 'server', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return undefined;
  // One module per process however many apps load it (imports are cached): its API client is bound
  // to the one transport, which finds the app in each render.
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const renderPage = entry.createPageRenderer(injectedFetch);
  return (url, visitorIp) => currentVisit.run({ app, ip: visitorIp }, () => renderPage(url));
}
