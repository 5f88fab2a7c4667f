import { useT } from '../../i18n/use-t';

/** The vetted program's badge, on a designer's card, profile and the member's own account. */
export function VerifiedBadge() {
  const t = useT();
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="currentColor">
        <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" />
      </svg>
      {t('common.verified')}
    </span>
  );
}
