import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import webPlugin from '../../plugins/web';
import type { DirectoryService } from '../directory';
import { UsersRepository } from '../users';
import { loadPageRenderer } from './page-renderer';
import { pagesRoutes } from './pages.routes';
import { PagesService } from './pages.service';

/** The sitemap, robots.txt and the web app's pages, server-rendered with their meta tags. */
export async function register(
  app: FastifyInstance,
  { config, db }: Infrastructure,
  needs: { directory: DirectoryService },
) {
  const pages = new PagesService({
    users: new UsersRepository(db),
    directory: needs.directory,
    publicUrl: config.publicUrl,
  });
  await app.register(pagesRoutes, { pages });
  await app.register(webPlugin, {
    distDir: config.webDistDir,
    maintenance: config.maintenance,
    publicUrl: config.publicUrl,
    metaFor: (url) => pages.metaFor(url),
    renderPage: config.maintenance ? undefined : await loadPageRenderer(app, config.webDistDir),
  });
}
