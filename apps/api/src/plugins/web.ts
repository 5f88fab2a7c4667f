import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  appShellPath,
  webAppManifestPath,
  type RenderedPage,
} from '@creators-archive/contract/pages/server-render';
import {
  defaultLocale,
  localeCodes,
  localizedPath,
  negotiateLocale,
  rememberedLocaleIn,
  splitLocalePath,
  type Locale,
} from '@creators-archive/i18n';
import { AppError } from '../lib/app-error';
import { replaceLiteral } from '../lib/replace-literal';
import { notPages } from './page-paths';
import { routePreloads, scriptsAfterFirstPaint } from './page-scripts';
import { PageStyles } from './page-styles';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * A page is compressed per request, at quality 6 with a window of 2^19 bytes (512 KB, more than any
 * page) instead of Brotli's default 4 MB: the encoder sizes its buffers by the window, not by the
 * page. Compressing the French directory (91 KB) alone 200 times, quality 6 took 1.1–1.2 ms at the
 * median either way; quality 7 took 1.3 ms with the small window but 30 ms in half the calls with
 * the default one. In the server, where pages are compressed on libuv's threads beside the
 * requests, quality 7 with the small window still served the directory 15 % fewer pages a second
 * than 6, for 77 bytes less, so 6 stays.
 */
const BROTLI_PAGE_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 19,
};

export type PageRenderer = (url: URL, visitorIp: string) => Promise<RenderedPage>;

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
      /** Every page's head, and public pages rendered with their data (the web's server build). */
      renderPage?: PageRenderer | undefined;
    },
  ) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    if (!hasBuild)
      app.log.warn(`No web build at ${options.distDir}; run "npm run build" to serve the web app`);

    const withPreloads = routePreloads(options.distDir);
    const withScriptsAfterPaint = scriptsAfterFirstPaint(options.distDir);
    const inlined = hasBuild
      ? withStylesInline(fs.readFileSync(indexFile, 'utf8'), options.distDir)
      : undefined;
    const indexHtml = inlined && renderIndex(inlined.html, options.maintenance);
    /** The template in each language, made once: its `lang`, and the app's manifest in it. */
    const indexHtmlIn = new Map(
      localeCodes.map((locale) => [locale, indexHtml && inLanguage(indexHtml, locale)] as const),
    );

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        index: false,
        wildcard: false,
        // The web build writes .br and .gz copies of its scripts and styles (apps/web/vite.config.ts).
        preCompressed: true,
        // index.html goes through the fallback below, which adds the maintenance marker; the
        // server's renderer is not for browsers.
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
        setHeaders: (reply, filePath) => {
          const isHashedAsset = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
          reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || notPages.test(request.url) || !indexHtml) return app.replyNotFound(request, reply);
      const address = new URL(request.url, options.publicUrl);
      if (address.pathname === appShellPath) return sendHtml(request, reply, 200, indexHtml);
      // HEAD is rendered too: only the render knows whether the page is there (404) or not.
      const page = await renderedPage(request);
      const { locale, path: pathInNoLanguage } = splitLocalePath(address.pathname);
      // An address in a language is read in it: a shared link opens as it was shared. Only the front
      // door and the member area, at addresses in no language, follow the visitor's language.
      const followsVisitor = locale === defaultLocale && (address.pathname === '/' || !page?.screen);
      const preferred = followsVisitor ? preferredLocale(request) : locale;
      if (preferred !== locale) {
        return reply
          .header('Vary', 'Accept-Language, Cookie')
          .header('Cache-Control', 'no-cache')
          .redirect(`${localizedPath(pathInNoLanguage, preferred)}${address.search}`, 302);
      }
      const template = indexHtmlIn.get(locale) ?? indexHtml;
      let html = page
        ? withPreloads(
            [...(page.screen ? [page.screen] : []), ...page.messages],
            withHead(template, page.head),
          )
        : template;
      if (page?.body) {
        const rendered = `<div id="root">${page.body.root}</div>`;
        const withRoot = replaceLiteral(withScriptsAfterPaint(html), '<div id="root"></div>', rendered);
        html = withPageStyles(
          replaceLiteral(withRoot, '</body>', `${page.body.data}\n  </body>`),
          inlined?.sheets ?? [],
        );
      }
      return sendHtml(request, reply, page?.status ?? 200, html);
    });

    /** A page's HTML, never cached without asking, compressed as the browser accepts. */
    async function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding');
      const encodings = request.headers['accept-encoding'] ?? '';
      if (/\bbr\b/.test(encodings)) {
        const body = await brotli(html, { params: BROTLI_PAGE_PARAMS });
        return reply.header('Content-Encoding', 'br').send(body);
      }
      if (/\bgzip\b/.test(encodings)) return reply.header('Content-Encoding', 'gzip').send(await gzip(html));
      return reply.send(html);
    }

    /**
     * A render that fails leaves the page to the browser, as without a renderer: it is logged, not
     * shown. A page whose data the API could not read answers with the API's error instead.
     */
    async function renderedPage(request: FastifyRequest) {
      if (!options.renderPage) return undefined;
      try {
        return await options.renderPage(new URL(request.url, options.publicUrl), request.clientAddress);
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, 'The page could not be rendered on the server');
        return undefined;
      }
    }
  },
  { name: 'web', dependencies: ['errors'] },
);

/** The visitor's remembered choice (the language switcher's cookie), else their browser's. */
function preferredLocale(request: FastifyRequest): Locale {
  return (
    rememberedLocaleIn(request.headers.cookie) ??
    negotiateLocale(request.headers['accept-language']) ??
    defaultLocale
  );
}

/**
 * The template as a page in `locale` starts: in its language (`lang`), and linked to the app's
 * manifest in it, so an app installed from the page is named, described and started in it.
 */
function inLanguage(template: string, locale: Locale): string {
  const inLocale = replaceLiteral(template, /<html lang="[a-z-]+"/, `<html lang="${locale}"`);
  return replaceLiteral(
    inLocale,
    /<link rel="manifest" href="[^"]*"/,
    `<link rel="manifest" href="${webAppManifestPath(locale, defaultLocale)}"`,
  );
}

/** The template's title and description give way to the page's head. */
function withHead(template: string, head: string): string {
  const undescribed = replaceLiteral(template, /\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '');
  return replaceLiteral(undescribed, /<title>[^<]*<\/title>/, head);
}

type InlinedSheet = { tag: string; href: string; styles: PageStyles };

/**
 * The build's stylesheets written into the page: on a phone's first visit a stylesheet is a
 * request the first paint waits for, one round trip (about 150 ms on Slow 4G) for 8 KB. Later
 * screens are drawn by the app in the same page, so only a page loaded afresh carries them again.
 * A sheet that could close the style element early stays a link.
 */
function withStylesInline(html: string, distDir: string): { html: string; sheets: InlinedSheet[] } {
  const sheets: InlinedSheet[] = [];
  const inlined = html.replace(
    /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (link, href: string) => {
      const styles = fs.readFileSync(path.join(distDir, href), 'utf8');
      if (/<\/style/i.test(styles)) return link;
      const tag = `<style>${styles}</style>`;
      sheets.push({ tag, href, styles: new PageStyles(styles) });
      return tag;
    },
  );
  return { html: inlined, sheets };
}

/**
 * A page the server rendered carries, of each sheet, the rules its HTML can use, and the sheet's
 * address: the boot script asks for the whole sheet with the app (apps/web/src/boot.ts). On Slow
 * 4G the directory's HTML then fits the first round trip's 14 KB more nearly, and the browser
 * matches a third of the rules against it.
 */
function withPageStyles(html: string, sheets: readonly InlinedSheet[]): string {
  return sheets.reduce((page, sheet) => {
    const at = page.indexOf(sheet.tag);
    if (at === -1) return page;
    const before = page.slice(0, at);
    const after = page.slice(at + sheet.tag.length);
    // What the page's styles are chosen by: its HTML, not the whole sheet it carries.
    const styles = sheet.styles.forPage(before + after);
    return `${before}<style data-href="${sheet.href}">${styles}</style>${after}`;
  }, html);
}

/** The web app reads this meta tag to show the maintenance page on every route. */
function renderIndex(html: string, maintenance: boolean): string {
  if (!maintenance) return html;
  return html.replace('</head>', '    <meta name="app-mode" content="maintenance" />\n  </head>');
}
