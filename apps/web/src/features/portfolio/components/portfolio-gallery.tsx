import type { PortfolioItem } from '@creators-archive/contract';
import { PROFILE_LEAD_IMAGE_SIZES } from '@creators-archive/contract/directory/image-sizes';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { usePortfolioItems } from '../api/find-portfolio-items';
import { useToggleLike } from '../api/toggle-like';

/** The lightbox and its dialog code load the first time a visitor enlarges a work. */
const Lightbox = lazy(async () => ({ default: (await import('../../../components/ui/lightbox')).Lightbox }));

/** How much of a designer's work the profile shows; the route asks for the same query ahead. */
export const galleryQuery = (userId: string) => ({ userId, limit: 50 });

/** The work a profile shows first and large (and a link to it previews): the cover, else the first ready piece. */
export function leadItem(items: PortfolioItem[]): PortfolioItem | undefined {
  const ready = items.filter((item) => item.status === 'ready');
  return ready.find((item) => item.isCover) ?? ready[0];
}

/**
 * A designer's public work: the cover large, the rest in a grid, each image enlarging in the
 * lightbox and each title a link to the project's own page.
 */
export function PortfolioGallery({ userId, designerName }: { userId: string; designerName: string }) {
  const t = useT();
  const query = usePortfolioItems(galleryQuery(userId));
  const [open, setOpen] = useState<number | null>(null);
  // Once opened, the lightbox stays mounted (closed) so focus can return to the work it came from.
  const [lightboxLoaded, setLightboxLoaded] = useState(false);
  const openAt = (index: number) => {
    setLightboxLoaded(true);
    setOpen(index);
  };

  if (query.isPending) return <Spinner label={t('portfolio.gallery.loading')} />;
  if (query.isError) return <EmptyState title={t('portfolio.fetchFailed')}>{query.error.message}</EmptyState>;
  const items = query.data.items.filter((item) => item.status === 'ready');
  if (items.length === 0) {
    return (
      <EmptyState title={t('portfolio.noWork')}>
        {t('portfolio.gallery.noWorkText', { designer: designerName })}
      </EmptyState>
    );
  }
  const lead = leadItem(items);
  const rest = items.filter((item) => item !== lead);
  const ordered = lead ? [lead, ...rest] : rest;

  return (
    <section aria-label={t('portfolio.gallery.label', { designer: designerName })} className="space-y-4">
      <h2 className="text-xl font-semibold text-stone-900">{t('portfolio.gallery.heading')}</h2>
      {lead && (
        <GalleryTile
          item={lead}
          onOpen={() => openAt(0)}
          sizes={PROFILE_LEAD_IMAGE_SIZES}
          priority
          frameClassName="aspect-[3/2]"
        />
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rest.map((item, index) => (
          <li key={item.id}>
            <GalleryTile
              item={item}
              onOpen={() => openAt(index + 1)}
              sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw"
            />
          </li>
        ))}
      </ul>
      {lightboxLoaded && (
        <Suspense fallback={null}>
          <Lightbox
            items={ordered}
            index={open}
            onIndexChange={setOpen}
            footer={(item) => <LikeButton item={item as PortfolioItem} />}
          />
        </Suspense>
      )}
    </section>
  );
}

function GalleryTile({
  item,
  onOpen,
  sizes,
  priority = false,
  frameClassName = 'aspect-[4/3]',
}: {
  item: PortfolioItem;
  onOpen: () => void;
  sizes: string;
  priority?: boolean;
  /** The tile's shape: images are cropped to it so the grid stays even; the lightbox shows them whole. */
  frameClassName?: string;
}) {
  const t = useT();
  const title = item.title ?? t('portfolio.untitledWork');
  return (
    <figure
      className="overflow-hidden rounded-2xl bg-stone-100"
      data-testid={item.isCover ? 'cover-work' : 'work'}
    >
      <button
        type="button"
        onClick={onOpen}
        className={`block w-full ${frameClassName}`}
        aria-label={t('portfolio.gallery.open', { title })}
      >
        <ResponsiveImage
          image={item}
          alt={title}
          sizes={sizes}
          priority={priority}
          className="h-full w-full object-cover"
        />
      </button>
      <figcaption className="flex items-center justify-between bg-white px-3 py-2 text-sm">
        <Link
          to={`/designers/${item.userId}/work/${item.id}`}
          className="truncate font-medium text-stone-900 underline-offset-4 hover:underline"
        >
          {title}
        </Link>
        <span className="text-xs text-stone-500">{t('portfolio.likes', { count: item.likeCount })}</span>
      </figcaption>
    </figure>
  );
}

function LikeButton({ item }: { item: PortfolioItem }) {
  const t = useT();
  const session = useSession();
  const toggle = useToggleLike();
  const [state, setState] = useState<{ liked: boolean | null; count: number }>({
    liked: null,
    count: item.likeCount,
  });
  if (session.status !== 'signed-in' || session.user.id === item.userId) {
    return <span className="text-sm text-stone-300">{t('portfolio.likes', { count: state.count })}</span>;
  }
  return (
    <button
      type="button"
      aria-pressed={state.liked ?? false}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(item.id, {
          onSuccess: (answer) => setState({ liked: answer.liked, count: answer.likeCount }),
          onError: (error) => notify.error(error.message),
        })
      }
      className="rounded-lg bg-white/10 px-4 py-2 text-sm text-white hover:bg-white/20"
    >
      {state.liked
        ? t('portfolio.gallery.liked', { count: state.count })
        : t('portfolio.gallery.like', { count: state.count })}
    </button>
  );
}
