import type { UsersRepository } from '../users/users.repository';
import { defaultMeta, staticPages, type PageMeta } from './page-meta';

const designerPath = /^\/designers\/([0-9a-f-]{36})\/?$/i;
const DESCRIPTION_LENGTH = 200;

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** Server-side page information: meta tags for shared links, the sitemap. */
export class PagesService {
  constructor(private readonly deps: { users: UsersRepository; publicUrl: string }) {}

  async metaFor(pathname: string): Promise<PageMeta> {
    const fixed = staticPages[pathname];
    if (fixed) return { ...fixed, path: pathname, type: 'website' };

    const designerId = designerPath.exec(pathname)?.[1];
    if (designerId) return (await this.designerMeta(designerId.toLowerCase())) ?? defaultMeta;
    return defaultMeta;
  }

  async sitemapXml(): Promise<string> {
    const designers = await this.deps.users.findPublicProfiles();
    const entries = [
      ...Object.keys(staticPages).map((path) => ({ path, updatedAt: undefined as Date | undefined })),
      ...designers.map((designer) => ({ path: `/designers/${designer.id}`, updatedAt: designer.updatedAt })),
    ];
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

  private async designerMeta(id: string): Promise<PageMeta | undefined> {
    const designer = await this.deps.users.findById(id);
    if (!designer || designer.role !== 'member') return undefined;
    const place = [designer.city, designer.country].filter(Boolean).join(', ');
    const summary =
      designer.bio ?? `${designer.disciplines.join(', ') || 'Designer'}${place ? ` in ${place}` : ''}.`;
    const path = `/designers/${designer.id}`;
    return {
      title: `${designer.fullName} — Creators Archive`,
      description: shorten(summary, DESCRIPTION_LENGTH),
      path,
      type: 'profile',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: designer.fullName,
        url: `${this.deps.publicUrl}${path}`,
        ...(designer.bio ? { description: designer.bio } : {}),
        ...(designer.disciplines.length > 0 ? { knowsAbout: designer.disciplines } : {}),
        ...(place
          ? {
              address: {
                '@type': 'PostalAddress',
                ...(designer.city ? { addressLocality: designer.city } : {}),
                ...(designer.country ? { addressCountry: designer.country } : {}),
              },
            }
          : {}),
        ...(designer.website ? { sameAs: [designer.website] } : {}),
      },
    };
  }
}
