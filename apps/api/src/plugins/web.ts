import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { renderHead, type PageMeta } from '../modules/pages/page-meta';
import { routePreloads } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that never fall back to the app: a miss there is a real 404. */
const notPages = /^\/(v1|media|assets)(\/|$|\?)/;

/**
 * The built React app: hashed assets cached forever, index.html never cached, and every other
 * GET of a page answered with index.html so client routes survive a reload.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string;
      maintenance: boolean;
      publicUrl: string;
      /** The page's meta tags from its address, path and query. */
      metaFor: (url: string) => Promise<PageMeta>;
    },
  ) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    if (!hasBuild)
      app.log.warn(`No web build at ${options.distDir}; run "npm run build" to serve the web app`);

    // In maintenance every path shows the maintenance screen: no landing screen to preload.
    const withPreloads = options.maintenance
      ? (_pathname: string, html: string) => html
      : routePreloads(options.distDir);
    const indexHtml = hasBuild
      ? renderIndex(fs.readFileSync(indexFile, 'utf8'), options.maintenance)
      : undefined;

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        index: false,
        wildcard: false,
        // The web build writes .br and .gz copies of its scripts and styles (apps/web/vite.config.ts).
        preCompressed: true,
        // index.html goes through the fallback below, which adds the maintenance marker.
        allowedPath: (pathName) => pathName !== '/index.html',
        setHeaders: (reply, filePath) => {
          const isHashedAsset = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
          reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || notPages.test(request.url) || !indexHtml) return app.replyNotFound(request, reply);
      const pathname = request.url.split('?')[0] ?? '/';
      const html = withPreloads(
        pathname,
        renderHead(indexHtml, await options.metaFor(request.url), options.publicUrl),
      );
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    });
  },
  { name: 'web', dependencies: ['errors'] },
);

/** The web app reads this meta tag to show the maintenance page on every route. */
function renderIndex(html: string, maintenance: boolean): string {
  if (!maintenance) return html;
  return html.replace('</head>', '    <meta name="app-mode" content="maintenance" />\n  </head>');
}
