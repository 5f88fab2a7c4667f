import { Link } from 'react-router';

export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight text-stone-900">
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-stone-900 text-xs font-bold text-brand-500"
      >
        CA
      </span>
      <span>Creators Archive</span>
    </Link>
  );
}
