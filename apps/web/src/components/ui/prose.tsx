import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

// Long-form text styled from plain semantic HTML, so content pages stay headings, paragraphs and
// lists. The measure stays near 70 characters a line; headings clear the sticky top bar when a
// contents link scrolls to them.
const proseClasses = [
  'max-w-[70ch] text-base leading-7 text-stone-700',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-stone-900',
  '[&_h3]:mt-8 [&_h2+h3]:mt-5 [&_h3]:scroll-mt-24 [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_p]:mt-4 [&_h2+p]:mt-3 [&_h3+p]:mt-2',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li>ul]:mt-2',
  '[&_a]:font-medium [&_a]:text-stone-900 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-stone-900',
].join(' ');

export function Prose({ children }: { children: ReactNode }) {
  return <div className={proseClasses}>{children}</div>;
}

export type ContentsEntry = { id: string; label: string };

/** Links to the sections of a long page; each section's heading carries the matching id. */
export function PageContents({ entries }: { entries: readonly ContentsEntry[] }) {
  const t = useT();
  return (
    <nav aria-labelledby="page-contents-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="page-contents-heading" className="text-sm font-semibold text-stone-900">
        {t('common.onThisPage')}
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="text-stone-700 underline decoration-stone-300 underline-offset-4 hover:text-stone-900 hover:decoration-stone-900"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
