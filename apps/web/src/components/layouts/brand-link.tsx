import { Link } from 'react-router';
import { SITE_NAME } from '../../lib/site-name';

/** The logo's letters, drawn as its mark: the same in every language. */
const BRAND_MARK = 'CA';

/**
 * The logo, linking home; on narrow screens only the mark shows, so the top bar fits. The name is
 * the words beside the mark, kept for screen readers where they are not shown: an accessible name
 * that differs from the visible words fails those who speak the words to follow the link.
 */
export function BrandLink() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 font-semibold tracking-tight text-stone-900">
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-stone-900 text-xs font-bold text-brand-500"
      >
        {BRAND_MARK}
      </span>
      <span className="sr-only sm:not-sr-only">{SITE_NAME}</span>
    </Link>
  );
}
