import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ErrorReason } from '@creators-archive/contract';
import type {
  CreatePageRenderer,
  SitemapEntry,
  SitemapSources,
} from '@creators-archive/contract/pages/server-render';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { PageRenderer } from '../../plugins/web';
import { currentPageVisit } from './page-visit';

/** The web app's server build (apps/web/src/entry-server.tsx): it knows the pages, the API their data. */
type ServerEntry = { createPageRenderer: CreatePageRenderer };

export type WebServer = {
  renderPage: PageRenderer;
  sitemap: (sources: SitemapSources) => Promise<SitemapEntry[]>;
};

/** The app and visitor a render is for, and the first of its API calls that failed on the server. */
type Visit = { app: FastifyInstance; ip: string; failure?: LightMyRequestResponse };
const currentVisit = new AsyncLocalStorage<Visit>();

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
  if (answer.statusCode >= 500) visit.failure ??= answer;
  return new Response(answer.rawPayload, {
    status: answer.statusCode,
    headers: { 'Content-Type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

/** The API's own failure (the database unavailable, say), to answer the page with, as the API did. */
function pageFailure(answer: LightMyRequestResponse): AppError {
  let envelope: { error?: { message?: string; details?: { reason?: string } } } = {};
  try {
    envelope = answer.json();
  } catch {
    // Not the API's envelope: the status alone says what happened.
  }
  return new AppError(
    answer.statusCode,
    envelope.error?.details?.reason ?? ErrorReason.internal,
    envelope.error?.message ?? 'The page’s data could not be read',
  );
}

/**
 * The web build's server renderer in `distDir`, or undefined without one (no build yet): pages
 * are then sent as the bare app, with the template's head, and the browser renders them.
 */
export async function loadWebServer(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
): Promise<WebServer | undefined> {
  const entryFile = path.join(distDir, 'server', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return undefined;
  // One module per process however many apps load it (imports are cached): its API client is bound
  // to the one transport, which finds the app in each render.
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const { renderPage, sitemap } = entry.createPageRenderer({ transport: injectedFetch, publicUrl });
  return {
    // A page whose data the API could not read answers as the API did, not as a page without it.
    // The visitor's mode (data saver) comes with the page request (page-visit.ts).
    renderPage: async (url, visitorIp) => {
      const visit: Visit = { app, ip: visitorIp };
      const pageVisit = currentPageVisit();
      const page = await currentVisit.run(visit, () => renderPage(url, pageVisit));
      if (visit.failure) throw pageFailure(visit.failure);
      return page;
    },
    sitemap,
  };
}
