import type { FastifyPluginAsync } from 'fastify';
import type { PagesService } from './pages.service';

/** What crawlers ask for; both change as designers join, so caches keep them an hour at most. */
export const pagesRoutes: FastifyPluginAsync<{ pages: PagesService }> = async (app, { pages }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await pages.sitemapXml()),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(pages.robotsTxt()),
  );
};
