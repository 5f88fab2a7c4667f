import type { ReactNode } from 'react';

/** What a state means to the person reading it: waiting, done well, refused, or over. */
export type BadgeTone = 'waiting' | 'good' | 'refused' | 'over';

const tones: Record<BadgeTone, string> = {
  waiting: 'bg-amber-100 text-amber-800',
  good: 'bg-emerald-100 text-emerald-800',
  refused: 'bg-red-100 text-red-800',
  over: 'bg-stone-200 text-stone-700',
};

/** Something's state in a word, in a pill coloured by what it means: 'Pending', 'Confirmed'. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}
