import { localeCodes, localizedPath } from '@creators-archive/i18n';
import { escapeHtml } from '../../lib/escape-html';
import type { ProjectPagesRepository } from '../portfolio';
import type { UsersRepository } from '../users';
import type { SitemapEntry, SitemapSources } from '@creators-archive/contract/pages/server-render';

/** What crawlers read besides the pages: the sitemap and robots.txt. */
export class PagesService {
  constructor(
    private readonly deps: {
      users: Pick<UsersRepository, 'findPublicProfiles'>;
      projects: Pick<ProjectPagesRepository, 'findPublic'>;
      publicUrl: string;
      /** The web app's public pages, from its server build; without a build the sitemap lists none. */
      sitemap?: ((sources: SitemapSources) => Promise<SitemapEntry[]>) | undefined;
    },
  ) {}

  async sitemapXml(): Promise<string> {
    const sitemap = this.deps.sitemap;
    if (!sitemap) return this.urlset([]);
    const [designers, projects] = await Promise.all([
      this.deps.users.findPublicProfiles(),
      this.deps.projects.findPublic(),
    ]);
    return this.urlset(await sitemap({ designers, projects }));
  }

  private urlset(entries: SitemapEntry[]): string {
    const url = (path: string) => escapeHtml(`${this.deps.publicUrl}${path}`);
    const urls = entries.map(
      ({ path, updatedAt, alternates = [] }) =>
        `  <url><loc>${url(path)}</loc>${
          updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : ''
        }${alternates
          .map(
            (alternate) =>
              `<xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.locale)}" href="${url(alternate.path)}"/>`,
          )
          .join('')}</url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  }

  robotsTxt(): string {
    // The member area and the console in every language: `/account`, `/fr/account`…
    const privateAreas = localeCodes.flatMap((locale) =>
      ['/account', '/dashboard', '/admin'].map((area) => `Disallow: ${localizedPath(area, locale)}`),
    );
    return [
      'User-agent: *',
      'Allow: /',
      ...privateAreas,
      'Disallow: /v1/',
      '',
      `Sitemap: ${this.deps.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
