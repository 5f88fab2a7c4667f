import { PROFILE_LEAD_IMAGE_SIZES } from '@creators-archive/contract/directory/image-sizes';
import { localizedPath } from '@creators-archive/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { placeOf } from '../../features/directory/countries';
import { FollowButton } from '../../features/follows/components/follow-button';
import { HireDesigner } from '../../features/inquiries/components/hire-designer';
import { portfolioItemsQueryOptions } from '../../features/portfolio/api/find-portfolio-items';
import {
  galleryQuery,
  leadItem,
  PortfolioGallery,
} from '../../features/portfolio/components/portfolio-gallery';
import { getUserQueryOptions, type ProfileUser } from '../../features/users/api/get-user';
import { DesignerProfile } from '../../features/users/components/designer-profile';
import { useLocale } from '../../i18n/use-t';
import { disciplineName } from '../../lib/discipline-names';
import { imagePreload, shareImage } from '../page-images';
import { pageDescription, siteTitle, type PageContext, type PageHead, type PublicPage } from '../public-page';

const galleryQueryOf = (designerId: string) => portfolioItemsQueryOptions(galleryQuery(designerId));

/** What a designer does and where, for a profile without a bio: "Illustration in Lagos, Nigeria." */
function summaryOf(designer: ProfileUser, { t, locale }: Pick<PageContext, 't' | 'locale'>): string {
  const disciplines =
    designer.disciplines.map((discipline) => disciplineName(t, discipline)).join(', ') ||
    t('designer.head.designer');
  const place = placeOf(designer, locale);
  return place
    ? t('designer.head.summary', { disciplines, place })
    : t('designer.head.summaryWithoutPlace', { disciplines });
}

/** A schema.org Person, for search engines, in the page's language. */
function personJsonLd(designer: ProfileUser, url: string, t: PageContext['t']): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: designer.fullName,
    url,
    ...(designer.bio ? { description: designer.bio } : {}),
    ...(designer.disciplines.length > 0
      ? { knowsAbout: designer.disciplines.map((discipline) => disciplineName(t, discipline)) }
      : {}),
    ...(designer.city || designer.country
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(designer.city ? { addressLocality: designer.city } : {}),
            ...(designer.country ? { addressCountry: designer.country } : {}),
          },
        }
      : {}),
    ...(designer.website ? { sameAs: [designer.website] } : {}),
  };
}

export const page: PublicPage = {
  rendering: 'server',
  prefetch: async ({ queryClient, params, notFound }) => {
    const designer = await queryClient
      .fetchQuery(getUserQueryOptions(params.id ?? ''))
      .catch(() => undefined);
    if (designer === null) notFound();
    if (designer) await queryClient.prefetchQuery(galleryQueryOf(designer.id));
  },
  // A member's profile only: an unknown address, or an admin's, keeps the site's own head.
  head: ({ queryClient, params, publicUrl, dataSaver, t, locale }): PageHead | undefined => {
    const designer = queryClient.getQueryData(getUserQueryOptions(params.id ?? '').queryKey);
    if (!designer || designer.role !== 'member') return undefined;
    const path = `/designers/${designer.id}`;
    const lead = leadItem(queryClient.getQueryData(galleryQueryOf(designer.id).queryKey)?.items ?? []);
    return {
      title: siteTitle(t, designer.fullName),
      description: pageDescription(designer.bio ?? summaryOf(designer, { t, locale })),
      path,
      type: 'profile',
      image:
        lead &&
        shareImage(lead.images, lead.title ?? t('designer.head.imageAlt', { name: designer.fullName })),
      // In data-saver mode the work waits to be asked for (DesignerProfile): nothing to preload.
      preloadImage: lead && !dataSaver ? imagePreload(lead.images, PROFILE_LEAD_IMAGE_SIZES) : undefined,
      // The canonical address, in the page's language (head-tags.ts).
      jsonLd: personJsonLd(designer, `${publicUrl}${localizedPath(path, locale)}`, t),
    };
  },
  sitemap: ({ designers }) => designers.map(({ id, updatedAt }) => ({ path: `/designers/${id}`, updatedAt })),
};

export default function DesignerRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const locale = useLocale();
  // The work is asked for beside the profile rather than after it: the cover shows a round trip sooner.
  useEffect(() => {
    void queryClient.prefetchQuery(galleryQueryOf(id.toLowerCase()));
  }, [queryClient, id]);
  return (
    <DesignerProfile
      id={id}
      placeOf={(designer) => placeOf(designer, locale)}
      actions={(designer) =>
        designer.role === 'member' && (
          <>
            <FollowButton userId={designer.id} name={designer.fullName} />
            <HireDesigner designer={designer} />
          </>
        )
      }
    >
      {(designer) => <PortfolioGallery userId={designer.id} designerName={designer.fullName} />}
    </DesignerProfile>
  );
}
