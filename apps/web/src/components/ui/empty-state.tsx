import type { ReactNode } from 'react';

type EmptyStateProps = { title: string; children?: ReactNode; action?: ReactNode };

/** What a screen shows while its feature is not built or has nothing yet: never made-up data. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <section className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <h2 className="text-base font-semibold text-stone-900">{title}</h2>
      {children && <div className="mx-auto mt-2 max-w-md text-sm text-stone-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </section>
  );
}
