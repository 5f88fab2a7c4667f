import type { PortfolioImage, PortfolioItem } from '@creators-archive/contract';
import {
  ZFindDesignersResponse,
  type DesignerCard,
} from '@creators-archive/contract/directory/find-designers';
import { ZGetCollectionResponse } from '@creators-archive/contract/collections/get-collection';
import { ZFindPortfolioItemsResponse } from '@creators-archive/contract/portfolio/find-portfolio-items';
import { ZGetPortfolioItemResponse } from '@creators-archive/contract/portfolio/get-portfolio-item';
import { ZGetUserResponse } from '@creators-archive/contract/users/get-user';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { createPageRenderer } from '../entry-server';
import { createProfileUser } from '../testing/factories';
import { signedOut } from '../testing/session';
import { splitLocalePath } from '@creators-archive/i18n';
import { i18nFor, pageLanguage, setPageLanguage } from '../i18n/i18n';
import { AppProviders } from './app';
import { createAppRouter } from './browser-router';
import { PAGE_DATA_ID, readPageData } from './page-data';
import { publicPages } from './router';

const designer = createProfileUser({
  id: '3b9d6a0e-5f2c-4d7a-8e1b-9c4f2a6d8e10',
  fullName: 'Selam & “Tesfaye”',
  bio: 'Type designer drawing Ge’ez families.',
  city: 'Addis Ababa',
  country: 'Ethiopia',
  disciplines: ['Type design'],
});
const images: PortfolioImage[] = [
  { url: '/media/work-320.avif', width: 320, height: 240, format: 'avif' },
  { url: '/media/work-320.webp', width: 320, height: 240, format: 'webp' },
];
const work: PortfolioItem = {
  id: '5c2e8f14-7a3b-4d6e-9f10-2b4c6d8e0a12',
  userId: designer.id,
  title: 'Ge’ez display',
  description: null,
  category: null,
  tags: [],
  images,
  media: [
    {
      id: '8d1f3b5a-2c4e-4f60-9a7b-1c3e5f7a9b20',
      images,
      width: 1600,
      height: 1200,
      thumbhash: null,
      caption: null,
      alt: null,
      position: 0,
      status: 'ready',
      palette: [],
    },
  ],
  status: 'ready',
  width: 1600,
  height: 1200,
  thumbhash: null,
  position: 0,
  isCover: true,
  likeCount: 0,
  viewCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const card: DesignerCard = {
  ...designer,
  cover: { itemId: work.id, title: work.title, images, width: 1600, height: 1200, thumbhash: null },
  itemCount: 1,
};

/** An answer as the API sends it, checked against the endpoint's schema in the contract. */
function answer<T>(schema: z.ZodType<T>, data: unknown): Response {
  return Response.json(schema.parse({ success: true, data }));
}

/** The API the pages read, answered by method and address. */
async function api(input: Parameters<typeof fetch>[0], init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://api.test');
  const route = `${init.method ?? 'GET'} ${url.pathname}`;
  if (route === 'GET /v1/designers') {
    return answer(ZFindDesignersResponse, { items: [card], pagination: { limit: 24, nextCursor: null } });
  }
  if (route === `GET /v1/users/${designer.id}`) return answer(ZGetUserResponse, designer);
  if (route === `GET /v1/portfolio/${work.id}`) return answer(ZGetPortfolioItemResponse, work);
  if (route === 'GET /v1/portfolio' && url.searchParams.get('userId') === designer.id) {
    return answer(ZFindPortfolioItemsResponse, {
      items: [work],
      pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
    });
  }
  if (route === `GET /v1/collections/${collection.id}`) {
    return answer(ZGetCollectionResponse, {
      collection,
      owner: { id: designer.id, fullName: designer.fullName, profilePicture: null, verified: true },
      ownedByMe: false,
      items: [],
      pagination: { limit: 24, nextCursor: null },
    });
  }
  return Response.json(
    { success: false, error: { code: 404, message: 'Not found', details: { reason: 'NOT_FOUND' } } },
    { status: 404 },
  );
}

/** An address for each public page, its parameters filled in. */
const samples: Record<string, string> = { id: designer.id, itemId: work.id };
/** The collection page's `:id` is a collection's: addresses under /collections take this one. */
const collection = {
  id: '7d1f2c4e-5a6b-4c8d-9e0f-1a2b3c4d5e6f',
  name: 'Posters I love',
  description: 'Bold type from Lagos and Accra.',
  visibility: 'public' as const,
  itemCount: 0,
  covers: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const addressOf = (path: string) =>
  path.startsWith('/collections/')
    ? `/collections/${collection.id}`
    : path.replace(/:(\w+)/g, (_match, name: string) => {
        const sample = samples[name];
        if (!sample) throw new Error(`Give this test a sample for :${name} (${path})`);
        return sample;
      });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  vi.restoreAllMocks();
});

/** The document as the server sends it: the page's head, and its rendered body and data if any. */
function loadServerPage(head: string, body: { root: string; data: string } | undefined) {
  document.head.innerHTML = head;
  document.body.innerHTML = `<div id="root">${body?.root ?? ''}</div>${body?.data ?? ''}`;
}

/** What main.tsx does with that document: hydrate a rendered page, render any other. */
async function startApp() {
  const queryClient = new QueryClient();
  const pageData = document.getElementById(PAGE_DATA_ID);
  if (pageData?.textContent) hydrate(queryClient, readPageData(pageData.textContent));
  const router = await createAppRouter({ hydrating: pageData !== null });
  const app = (
    <AppProviders queryClient={queryClient} i18n={pageLanguage()}>
      {router}
    </AppProviders>
  );
  const container = document.getElementById('root')!;
  await act(async () => {
    root = pageData ? hydrateRoot(container, app) : createRoot(container);
    if (!pageData) root.render(app);
  });
}

describe('every public page', () => {
  const renderer = createPageRenderer({ transport: api, publicUrl: 'https://archive.example' });

  it.each(publicPages.map((page) => [page.path, page.screen]))(
    '%s has the same title on the server and in the browser',
    async (path, screenName) => {
      await signedOut();
      const hydrationProblems = vi.spyOn(console, 'error');
      const address = addressOf(path);
      const page = await renderer.renderPage(new URL(address, 'https://archive.example'));
      expect(page.status).toBe(200);
      expect(page.screen).toBe(`src/app/routes/${screenName}.tsx`);

      loadServerPage(page.head, page.body);
      const serverTitle = document.title;
      expect(serverTitle).toMatch(/Creators Archive/);
      window.history.replaceState(null, '', address);
      await startApp();
      await screen.findByRole('heading', { level: 1 });

      expect(document.title).toBe(serverTitle);
      // Hydrating, the page takes over the server's title element; a page the browser renders
      // puts its own in front of it.
      if (page.body) expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(hydrationProblems.mock.calls.flat().join('\n')).not.toMatch(/hydrat/i);
    },
  );

  it.each([
    ['/no-such-page', 'Page not found — Creators Archive', 'Page not found'],
    ['/designers/a/b', 'Page not found — Creators Archive', 'Page not found'],
    ['/account/no-such-page', 'Page not found — Creators Archive', 'Page not found'],
    ['/fr/no-such-page', 'Page introuvable — Creators Archive', 'Page introuvable'],
  ])(
    '%s, which no route matches, is a 404 with its own title, kept in the browser',
    async (address, title, heading) => {
      await signedOut();
      const hydrationProblems = vi.spyOn(console, 'error');
      const page = await renderer.renderPage(new URL(address, 'https://archive.example'));
      expect(page.status).toBe(404);
      expect(page.screen).toBe('src/app/routes/not-found.tsx');
      expect(page.head).toContain(`<title>${title}</title>`);
      expect(page.head).toContain('<meta name="robots" content="noindex" />');
      expect(page.head).not.toContain('rel="canonical"');
      expect(page.body?.root).toContain(heading);

      loadServerPage(page.head, page.body);
      window.history.replaceState(null, '', address);
      // The browser speaks the address's language, as main.tsx starts it.
      setPageLanguage(await i18nFor(splitLocalePath(address).locale));
      await startApp();
      setPageLanguage(await i18nFor('en'));
      expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', heading);
      expect(document.title).toBe(title);
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(hydrationProblems.mock.calls.flat().join('\n')).not.toMatch(/hydrat/i);
    },
  );

  it.each(['/dashboard', '/account/settings', '/admin/members', '/login', '/reset-password'])(
    '%s, a screen the browser renders, is left to it with the site’s head',
    async (address) => {
      const page = await renderer.renderPage(new URL(address, 'https://archive.example'));
      expect(page.status).toBe(200);
      expect(page.screen).toBeUndefined();
      expect(page.body).toBeUndefined();
    },
  );
});
