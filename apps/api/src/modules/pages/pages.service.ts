import type { UsersRepository } from '../users';
import type { SitemapEntry, SitemapSources } from '@creators-archive/contract/pages/server-render';

/** What crawlers read besides the pages: the sitemap and robots.txt. */
export class PagesService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      publicUrl: string;
      /** The web app's public pages, from its server build; without a build the sitemap lists none. */
      sitemap?: ((sources: SitemapSources) => Promise<SitemapEntry[]>) | undefined;
    },
  ) {}

  async sitemapXml(): Promise<string> {
    const entries =
      (await this.deps.sitemap?.({ designers: await this.deps.users.findPublicProfiles() })) ?? [];
    const urls = entries.map(
      ({ path, updatedAt }) =>
        `  <url><loc>${this.deps.publicUrl}${path}</loc>${
          updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : ''
        }</url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /account',
      'Disallow: /dashboard',
      'Disallow: /admin',
      'Disallow: /v1/',
      '',
      `Sitemap: ${this.deps.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
