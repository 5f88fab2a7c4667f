import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { accessTokenAssurance } from '../../lib/tokens';
import { BrandLink } from './brand-link';

const adminLinks = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/members', label: 'Members' },
  { to: '/admin/plans', label: 'Plans' },
  { to: '/admin/verification', label: 'Verification' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/discount-codes', label: 'Discount codes' },
  { to: '/admin/send-discount-codes', label: 'Send codes' },
  { to: '/', label: 'Back to site' },
];

/** The admin screens' own frame; they sit outside the member layout. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <title>{`${title} · Admin · Creators Archive`}</title>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <BrandLink />
          <nav aria-label="Admin" className="ml-auto flex gap-4 text-sm">
            {adminLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end
                className={({ isActive }) =>
                  isActive ? 'font-medium text-stone-900' : 'text-stone-600 hover:text-stone-900'
                }
              >
                {link.label}
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
            Admin tools need two-step sign-in. Set up an authenticator app in{' '}
            <Link to="/account/settings#mfa" className="font-medium underline underline-offset-4">
              Settings
            </Link>
            , then sign out and sign in again with its code.
          </p>
        )}
        <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{title}</h1>
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}
