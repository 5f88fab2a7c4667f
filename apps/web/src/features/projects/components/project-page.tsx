import type { PortfolioItem, PublicUser } from '@creators-archive/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import type { Project } from '../api/get-project';
import { projectPath, worksSearchPath } from '../project-links';
import { readyMedia } from '../ready-media';
import { PaletteSwatches } from './palette-swatches';
import { ProjectImages } from './project-images';

const MORE_WORK_SIZES = '(min-width: 896px) 280px, (min-width: 640px) 45vw, 100vw';

type ProjectPageProps = {
  project: Project;
  designer: Pick<PublicUser, 'id' | 'fullName' | 'profilePicture' | 'verified'>;
  /** Where the designer is, in the reader's language (given by the route). */
  place: string;
  /** The designer's other ready work, shown under the project. */
  moreWork: PortfolioItem[];
  /** How to reach the designer about this work ("Get in touch", WhatsApp), composed in by the route. */
  contact?: ReactNode;
  /** Saving the work to a collection, composed in by the route. */
  save?: ReactNode;
};

/** One project, whole: its words, every image with its caption, its designer and more of their work. */
export function ProjectPage({ project, designer, place, moreWork, contact, save }: ProjectPageProps) {
  const t = useT();
  const disciplineName = useDisciplineName();
  const title = project.title ?? t('portfolio.untitledWork');
  const media = readyMedia(project);
  const profilePath = `/designers/${designer.id}`;

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{title}</h1>
        <p className="text-stone-600">
          <Link to={profilePath} className="font-medium text-stone-900 underline underline-offset-4">
            {t('portfolio.project.by', { designer: designer.fullName })}
          </Link>
        </p>
        <p className="text-sm text-stone-500">
          {t('portfolio.likes', { count: project.likeCount })} ·{' '}
          {t('portfolio.project.views', { count: project.viewCount })}
        </p>
        {save}
      </header>
      {project.description && (
        <p className="mt-6 max-w-2xl leading-7 whitespace-pre-line text-stone-700">{project.description}</p>
      )}
      <div className="mt-8">
        <ProjectImages media={media} title={title} />
      </div>
      <dl className="mt-8 space-y-4 text-sm">
        {project.category && (
          <div>
            <dt className="font-medium text-stone-900">{t('portfolio.project.category')}</dt>
            <dd className="mt-1">
              <Link
                to={worksSearchPath({ category: project.category })}
                className="text-brand-700 underline underline-offset-4"
              >
                {disciplineName(project.category)}
              </Link>
            </dd>
          </div>
        )}
        {project.tags.length > 0 && (
          <div>
            <dt className="font-medium text-stone-900">{t('portfolio.project.tags')}</dt>
            <dd className="mt-1">
              <ul className="flex flex-wrap gap-2">
                {project.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={worksSearchPath({ tag })}
                      className="block rounded-full bg-stone-200 px-3 py-1 text-xs font-medium text-stone-700 hover:bg-stone-300"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {media[0] && media[0].palette.length > 0 && (
          <div>
            <dt className="font-medium text-stone-900">{t('portfolio.project.palette')}</dt>
            <dd className="mt-2">
              <PaletteSwatches palette={media[0].palette} />
            </dd>
          </div>
        )}
      </dl>
      <DesignerCard designer={designer} place={place} profilePath={profilePath} />
      {contact && <div className="mt-4">{contact}</div>}
      {moreWork.length > 0 && <MoreWork items={moreWork} designerName={designer.fullName} />}
    </article>
  );
}

function DesignerCard({
  designer,
  place,
  profilePath,
}: {
  designer: ProjectPageProps['designer'];
  place: string;
  profilePath: string;
}) {
  const t = useT();
  return (
    <section
      aria-label={t('portfolio.project.designer')}
      className="mt-10 flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <UserAvatar user={designer} size={64} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">
          {designer.fullName}
          {designer.verified && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {t('designer.verified')}
            </span>
          )}
        </p>
        {place && <p className="text-sm text-stone-600">{place}</p>}
      </div>
      <Link
        to={profilePath}
        className="shrink-0 rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100"
      >
        {t('portfolio.project.viewProfile')}
      </Link>
    </section>
  );
}

function MoreWork({ items, designerName }: { items: PortfolioItem[]; designerName: string }) {
  const t = useT();
  return (
    <section className="mt-10 space-y-4">
      <h2 className="text-xl font-semibold text-stone-900">
        {t('portfolio.project.moreWork', { designer: designerName })}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const title = item.title ?? t('portfolio.untitledWork');
          return (
            <li key={item.id}>
              <Link to={projectPath(item.userId, item.id)} className="group block">
                <div className="aspect-[4/3] overflow-hidden rounded-xl bg-stone-100">
                  <ResponsiveImage
                    image={item}
                    alt={title}
                    sizes={MORE_WORK_SIZES}
                    className="h-full w-full object-cover"
                  />
                </div>
                <p className="mt-2 truncate text-sm font-medium text-stone-900 group-hover:underline">
                  {title}
                </p>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
