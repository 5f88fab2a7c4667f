import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { useFeed, type FeedWork } from '../api/get-feed';
import { useSuggestedDesigners, type SuggestedDesigner } from '../api/suggest-designers';
import { FollowButton } from './follow-button';

type FollowingFeedProps = {
  /** The works as cards, composed in by the route (features do not import each other). */
  works: (works: FeedWork[]) => ReactNode;
  /** One suggested designer's card, with the follow button to put on it. */
  designer: (designer: SuggestedDesigner, followButton: ReactNode) => ReactNode;
};

/**
 * The member's feed, newest work first, a page more at each press; with nobody followed, designers
 * to follow instead.
 */
export function FollowingFeed({ works, designer }: FollowingFeedProps) {
  const t = useT();
  const feed = useFeed();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const followsNobody = feed.isSuccess && items.length === 0;
  const suggestions = useSuggestedDesigners(followsNobody);

  if (feed.isPending) return <Spinner label={t('dashboard.feed.loading')} />;
  if (feed.isError) return <EmptyState title={t('dashboard.feed.failed')}>{feed.error.message}</EmptyState>;

  if (followsNobody) {
    return (
      <section aria-labelledby="suggestions-title" className="space-y-4">
        <h2 id="suggestions-title" className="text-lg font-semibold text-stone-900">
          {t('dashboard.suggestions.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('dashboard.suggestions.text')}</p>
        {suggestions.isPending ? (
          <Spinner label={t('dashboard.suggestions.loading')} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {(suggestions.data ?? []).map((card) => (
              <li key={card.id}>{designer(card, <FollowButton userId={card.id} name={card.fullName} />)}</li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="feed-title" className="space-y-4">
      <h2 id="feed-title" className="text-lg font-semibold text-stone-900">
        {t('dashboard.feed.title')}
      </h2>
      {works(items)}
      {feed.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {t('dashboard.feed.more')}
          </Button>
        </div>
      ) : (
        <p className="text-center text-sm text-stone-600">{t('dashboard.feed.end')}</p>
      )}
    </section>
  );
}
