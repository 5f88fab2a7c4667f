import type { DesignerCard } from '@creators-archive/contract/directory/find-designers';
import { ZFindDesignersRequest } from '@creators-archive/contract/directory/find-designers';
import {
  DESIGNER_CARD_IMAGE_SIZES,
  PROFILE_LEAD_IMAGE_SIZES,
} from '@creators-archive/contract/directory/image-sizes';
import type { DirectoryService } from '../directory/directory.service';
import type { UsersRepository } from '../users/users.repository';
import { defaultMeta, staticPages, type PageMeta } from './page-meta';

const designerPath = /^\/designers\/([0-9a-f-]{36})\/?$/i;
const DESCRIPTION_LENGTH = 200;

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

function coverPreload(card: DesignerCard | undefined, sizes: string): PageMeta['preloadImage'] {
  const avif = card?.cover?.images.filter((image) => image.format === 'avif') ?? [];
  if (avif.length === 0) return undefined;
  return { srcset: avif.map((image) => `${image.url} ${image.width}w`).join(', '), sizes };
}

/** The cover at link-preview size: the largest WebP up to 1280 px (previews do not read AVIF). */
function shareImage(card: DesignerCard | undefined): PageMeta['image'] {
  const webp = card?.cover?.images.filter((image) => image.format === 'webp' && image.width <= 1280) ?? [];
  const largest = webp.at(-1);
  if (!card || !largest) return undefined;
  return {
    url: largest.url,
    width: largest.width,
    height: largest.height,
    alt: card.cover?.title ?? `Work by ${card.fullName}`,
  };
}

/** Server-side page information: meta tags for shared links, the sitemap. */
export class PagesService {
  constructor(
    private readonly deps: { users: UsersRepository; directory: DirectoryService; publicUrl: string },
  ) {}

  /** Meta tags for a page address (path and query), and the image it will show first. */
  async metaFor(url: string): Promise<PageMeta> {
    const { pathname, searchParams } = new URL(url, 'http://page.local');
    const fixed = staticPages[pathname];
    if (pathname === '/designers' && fixed) {
      return { ...fixed, path: pathname, type: 'website', preloadImage: await this.firstCover(searchParams) };
    }
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

  /** The cover of the first card the directory page will show for these filters. */
  private async firstCover(searchParams: URLSearchParams): Promise<PageMeta['preloadImage']> {
    // One card is all the preload needs; the page's own render asks for the full page.
    const query = ZFindDesignersRequest.safeParse({ ...Object.fromEntries(searchParams), limit: 1 });
    if (!query.success) return undefined;
    const [first] = (await this.deps.directory.find(query.data)).items;
    return coverPreload(first, DESIGNER_CARD_IMAGE_SIZES);
  }

  private async designerMeta(id: string): Promise<PageMeta | undefined> {
    const [designer, card] = await Promise.all([
      this.deps.users.findById(id),
      this.deps.directory.getCard(id),
    ]);
    if (!designer || designer.role !== 'member' || designer.suspendedAt) return undefined;
    const place = [designer.city, designer.country].filter(Boolean).join(', ');
    const summary =
      designer.bio ?? `${designer.disciplines.join(', ') || 'Designer'}${place ? ` in ${place}` : ''}.`;
    const path = `/designers/${designer.id}`;
    return {
      title: `${designer.fullName} — Creators Archive`,
      description: shorten(summary, DESCRIPTION_LENGTH),
      path,
      type: 'profile',
      image: shareImage(card),
      preloadImage: coverPreload(card, PROFILE_LEAD_IMAGE_SIZES),
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
