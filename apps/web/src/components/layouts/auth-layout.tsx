import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { SITE_NAME } from '../../lib/site-name';
import { BrandLink } from './brand-link';

type AuthLayoutProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The stand-alone screens without the top bar: sign-in, password reset, onboarding, maintenance. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center">
      <title>{t('common.documentTitle', { page: title, site: SITE_NAME })}</title>
      <header className="mb-8">
        <BrandLink />
      </header>
      <main className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
        {description && <div className="mt-2 text-sm leading-6 text-stone-600">{description}</div>}
        <div className="mt-6">{children}</div>
      </main>
      {footer && <footer className="mt-6 text-center text-sm text-stone-600">{footer}</footer>}
    </div>
  );
}
