import type { MessageId } from '@creators-archive/i18n';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { T, useT } from '../../i18n/use-t';
import { SITE_NAME } from '../../lib/site-name';
import { accessTokenAssurance } from '../../lib/tokens';
import { BrandLink } from './brand-link';

const adminLinks: { to: string; label: MessageId }[] = [
  { to: '/admin/dashboard', label: 'layout.links.dashboard' },
  { to: '/admin/members', label: 'layout.admin.members' },
  { to: '/admin/plans', label: 'layout.admin.plans' },
  { to: '/admin/verification', label: 'layout.links.verification' },
  { to: '/admin/bookings', label: 'layout.admin.bookings' },
  { to: '/admin/audit', label: 'layout.admin.audit' },
  { to: '/admin/discount-codes', label: 'layout.admin.discountCodes' },
  { to: '/admin/send-discount-codes', label: 'layout.admin.sendCodes' },
  { to: '/', label: 'layout.admin.backToSite' },
];

/** The admin screens' own frame; they sit outside the member layout. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="min-h-dvh">
      <title>{t('layout.admin.documentTitle', { page: title, site: SITE_NAME })}</title>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <BrandLink />
          <nav aria-label={t('layout.admin.nav')} className="ml-auto flex gap-4 text-sm">
            {adminLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end
                className={({ isActive }) =>
                  isActive ? 'font-medium text-stone-900' : 'text-stone-600 hover:text-stone-900'
                }
              >
                {t(link.label)}
              </NavLink>
            ))}
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {accessTokenAssurance() === 'aal1' && (
          <p
            role="status"
            className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <T
              id="layout.admin.needsSecondFactor"
              components={{
                0: <Link to="/account/settings#mfa" className="font-medium underline underline-offset-4" />,
              }}
            />
          </p>
        )}
        <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{title}</h1>
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}
