import { localizedPath } from '@creators-archive/i18n';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PageSpinner } from '../../components/ui/spinner';
import { placeOf } from '../../features/directory/countries';
import { portfolioItemsQueryOptions } from '../../features/portfolio/api/find-portfolio-items';
import { projectQueryOptions, useProject, type Project } from '../../features/projects/api/get-project';
import { PROJECT_IMAGE_SIZES } from '../../features/projects/components/project-image';
import { ProjectNotFound } from '../../features/projects/components/project-not-found';
import { ProjectPage } from '../../features/projects/components/project-page';
import { altOf } from '../../features/projects/media-alt';
import { projectPath } from '../../features/projects/project-links';
import { readyMedia } from '../../features/projects/ready-media';
import { HireDesigner } from '../../features/inquiries/components/hire-designer';
import { SaveButton } from '../../features/collections/components/save-button';
import { getUserQueryOptions, type ProfileUser } from '../../features/users/api/get-user';
import { useLocale, useT } from '../../i18n/use-t';
import { imagePreload, shareImage } from '../page-images';
import { pageDescription, siteTitle, type PageContext, type PageHead, type PublicPage } from '../public-page';

/** More of the designer's work under a project: six others, asked for with the project itself. */
const MORE_WORK = 6;
const moreWorkQuery = (designerId: string) => ({ userId: designerId, limit: MORE_WORK + 1 });

/**
 * A project has a page when it is ready with at least one image made, under its own designer's
 * address (`/designers/{designer}/work/{project}`), and its designer's profile is public.
 */
function publicProject(project: Project | null | undefined, designerId: string): project is Project {
  return (
    !!project &&
    project.status === 'ready' &&
    project.userId === designerId.toLowerCase() &&
    readyMedia(project).length > 0
  );
}

const publicDesigner = (designer: ProfileUser | null | undefined): designer is ProfileUser =>
  !!designer && designer.role === 'member';

function cachedPage(queryClient: QueryClient, designerId: string, projectId: string) {
  const project = queryClient.getQueryData(projectQueryOptions(projectId).queryKey);
  if (!publicProject(project, designerId)) return undefined;
  const designer = queryClient.getQueryData(getUserQueryOptions(project.userId).queryKey);
  return publicDesigner(designer) ? { project, designer } : undefined;
}

/** A schema.org CreativeWork with every image, for search engines, in the page's language. */
function creativeWorkJsonLd(
  project: Project,
  designer: ProfileUser,
  { publicUrl, locale, t }: Pick<PageContext, 'publicUrl' | 'locale' | 't'>,
): Record<string, unknown> {
  const title = project.title ?? t('portfolio.untitledWork');
  const address = (path: string) => `${publicUrl}${localizedPath(path, locale)}`;
  const images = readyMedia(project).flatMap((media) => {
    const image = shareImage(media.images, altOf(media, title));
    if (!image) return [];
    return [
      {
        '@type': 'ImageObject',
        contentUrl: new URL(image.url, publicUrl).toString(),
        width: image.width,
        height: image.height,
        ...(media.caption ? { caption: media.caption } : {}),
        description: image.alt,
      },
    ];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: title,
    url: address(projectPath(designer.id, project.id)),
    ...(project.description ? { description: project.description } : {}),
    author: { '@type': 'Person', name: designer.fullName, url: address(`/designers/${designer.id}`) },
    ...(project.category ? { genre: project.category } : {}),
    ...(project.tags.length > 0 ? { keywords: project.tags.join(', ') } : {}),
    dateCreated: project.createdAt,
    image: images,
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: project.likeCount,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/ViewAction',
        userInteractionCount: project.viewCount,
      },
    ],
  };
}

export const page: PublicPage = {
  rendering: 'server',
  prefetch: async ({ queryClient, params, notFound }) => {
    const designerId = params.id ?? '';
    const project = await queryClient
      .fetchQuery(projectQueryOptions(params.itemId ?? ''))
      .catch(() => undefined);
    if (project === undefined) return;
    if (!publicProject(project, designerId)) return notFound();
    const [designer] = await Promise.all([
      queryClient.fetchQuery(getUserQueryOptions(project.userId)).catch(() => undefined),
      queryClient.prefetchQuery(portfolioItemsQueryOptions(moreWorkQuery(project.userId))),
    ]);
    if (designer !== undefined && !publicDesigner(designer)) notFound();
  },
  head: ({ queryClient, params, publicUrl, dataSaver, t, locale }): PageHead | undefined => {
    const found = cachedPage(queryClient, params.id ?? '', params.itemId ?? '');
    if (!found) return undefined;
    const { project, designer } = found;
    const title = project.title ?? t('portfolio.untitledWork');
    const media = readyMedia(project);
    const cover = media[0]!;
    return {
      title: siteTitle(t, t('portfolio.project.headTitle', { title, designer: designer.fullName })),
      description: pageDescription(
        project.description ??
          t('portfolio.project.headDescription', { designer: designer.fullName, count: media.length }),
      ),
      path: projectPath(designer.id, project.id),
      image: shareImage(cover.images, altOf(cover, title)),
      // The first image shows in data-saver mode too, from the small files the picture is limited to.
      preloadImage: imagePreload(cover.images, PROJECT_IMAGE_SIZES, { dataSaver }),
      jsonLd: creativeWorkJsonLd(project, designer, { publicUrl, locale, t }),
    };
  },
  sitemap: ({ projects }) =>
    projects.map(({ id, designerId, updatedAt }) => ({ path: projectPath(designerId, id), updatedAt })),
};

export default function ProjectRoute() {
  const { id: designerId = '', itemId = '' } = useParams();
  const t = useT();
  const locale = useLocale();
  const project = useProject(itemId);
  const ownerId = project.data?.userId ?? '';
  // The designer and their other work are asked for once the project names its designer.
  const designer = useQuery({ ...getUserQueryOptions(ownerId), enabled: ownerId !== '' });
  const moreWork = useQuery({
    ...portfolioItemsQueryOptions(moreWorkQuery(ownerId)),
    enabled: ownerId !== '',
  });

  if (project.isPending) return <PageSpinner label={t('portfolio.project.loading')} />;
  if (project.isError) {
    return <ContentLayout title={t('portfolio.project.loadFailed')} description={project.error.message} />;
  }
  const shown = project.data;
  if (!publicProject(shown, designerId)) return <ProjectNotFound designerId={designerId} />;
  if (designer.isPending) return <PageSpinner label={t('portfolio.project.loading')} />;
  if (designer.isError) {
    return <ContentLayout title={t('portfolio.project.loadFailed')} description={designer.error.message} />;
  }
  if (!publicDesigner(designer.data)) return <ProjectNotFound designerId={designerId} />;
  const others = (moreWork.data?.items ?? [])
    .filter((item) => item.id !== shown.id && item.status === 'ready')
    .slice(0, MORE_WORK);
  return (
    <ProjectPage
      project={shown}
      designer={designer.data}
      place={placeOf(designer.data, locale)}
      moreWork={others}
      contact={<HireDesigner designer={designer.data} itemId={shown.id} />}
      save={<SaveButton itemId={shown.id} title={shown.title ?? t('portfolio.untitledWork')} />}
    />
  );
}
