import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import webPlugin from '../../plugins/web';
import { ProjectPagesRepository } from '../portfolio';
import { UsersRepository } from '../users';
import { loadWebServer } from './page-renderer';
import { followPageVisits } from './page-visit';
import { pagesRoutes } from './pages.routes';
import { PagesService } from './pages.service';

/** The sitemap, robots.txt and the web app's pages, rendered by the web's server build. */
export async function register(app: FastifyInstance, { config, db }: Infrastructure) {
  const webServer = await loadWebServer(app, config.webDistDir, config.publicUrl);
  const pages = new PagesService({
    users: new UsersRepository(db),
    projects: new ProjectPagesRepository(db),
    publicUrl: config.publicUrl,
    sitemap: webServer?.sitemap,
  });
  await app.register(pagesRoutes, { pages });
  followPageVisits(app);
  await app.register(webPlugin, {
    distDir: config.webDistDir,
    maintenance: config.maintenance,
    publicUrl: config.publicUrl,
    renderPage: config.maintenance ? undefined : webServer?.renderPage,
  });
}
