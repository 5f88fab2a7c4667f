import { useEffect, useRef } from 'react';
import { Button } from './button';

/** How far below the viewport the next page starts loading, so scrolling rarely waits. */
const PREFETCH_MARGIN = '800px 0px';

type MorePagesProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  failed: boolean;
  /** Whether the next page loads on its own as the reader nears it, or only with the button. */
  onScroll: boolean;
  onMore: () => void;
  /** The words of the list's end, a failed page, and the button in each of its states. */
  labels: { end: string; failed: string; loading: string; load: string; tryAgain: string };
};

/**
 * The foot of a keyset-paged list. The next page loads as its marker nears the viewport; the
 * button does the same for keyboards, browsers without IntersectionObserver, data-saver mode and
 * after a failed page (which is never retried on its own).
 */
export function MorePages({
  hasNextPage,
  isFetchingNextPage,
  failed,
  onScroll,
  onMore,
  labels,
}: MorePagesProps) {
  const marker = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  });

  useEffect(() => {
    const element = marker.current;
    if (!element || !onScroll || !hasNextPage || isFetchingNextPage || failed) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScroll, hasNextPage, isFetchingNextPage, failed]);

  if (!hasNextPage) {
    return <p className="mt-10 text-center text-sm text-stone-500">{labels.end}</p>;
  }

  return (
    <div ref={marker} className="mt-10 flex flex-col items-center gap-3">
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {labels.failed}
        </p>
      )}
      <Button variant="secondary" onClick={onMore} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? labels.loading : failed ? labels.tryAgain : labels.load}
      </Button>
    </div>
  );
}
