import { Link } from 'react-router';

/** The logo, linking home; on narrow screens only the mark shows, so the top bar fits. */
export function BrandLink() {
  return (
    <Link
      to="/"
      aria-label="Creators Archive home"
      className="flex shrink-0 items-center gap-2 font-semibold tracking-tight text-stone-900"
    >
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-stone-900 text-xs font-bold text-brand-500"
      >
        CA
      </span>
      <span className="hidden sm:inline">Creators Archive</span>
    </Link>
  );
}
