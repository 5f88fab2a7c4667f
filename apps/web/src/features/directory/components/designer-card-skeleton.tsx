import { cardClasses, coverClasses } from './designer-card';

/** A grey card the exact size of DesignerCard, shown while a page of designers loads. */
export function DesignerCardSkeleton() {
  return (
    <div className={cardClasses} aria-hidden="true" data-testid="designer-card-skeleton">
      <div className={`${coverClasses} animate-pulse`} />
      <div className="flex items-start gap-3 p-4">
        <div className="size-10 shrink-0 animate-pulse rounded-full bg-stone-200" />
        <div className="min-w-0 flex-1">
          <div className="flex h-6 items-center">
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
          </div>
          <div className="flex h-5 items-center">
            <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200" />
          </div>
          <div className="flex h-5 items-center">
            <div className="h-3 w-3/4 animate-pulse rounded bg-stone-200" />
          </div>
          <div className="flex h-5 items-center">
            <div className="h-3 w-1/4 animate-pulse rounded bg-stone-200" />
          </div>
        </div>
      </div>
    </div>
  );
}
