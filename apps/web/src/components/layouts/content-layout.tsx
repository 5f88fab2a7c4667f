import type { ReactNode } from 'react';

type ContentLayoutProps = {
  title: string;
  /** The browser tab's title on a screen that is not a public page (a public page's comes from its definition). */
  documentTitle?: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A screen's title (<h1>, and the tab's when given), its lead paragraph and its content. */
export function ContentLayout({
  title,
  documentTitle,
  description,
  children,
  className = 'max-w-3xl',
}: ContentLayoutProps) {
  return (
    <div className={`mx-auto w-full px-4 py-10 sm:px-6 sm:py-14 ${className}`}>
      {documentTitle && <title>{`${documentTitle} · Creators Archive`}</title>}
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{title}</h1>
      {description && <div className="mt-3 space-y-3 text-base leading-7 text-stone-600">{description}</div>}
      {children && <div className="mt-8 space-y-6">{children}</div>}
    </div>
  );
}
