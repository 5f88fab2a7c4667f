import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { BrandLink } from './brand-link';

const adminLinks = [
  { to: '/admin/dashboard', label: 'Overview' },
  { to: '/admin/verification', label: 'Verification' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/send-discount-codes', label: 'Discount codes' },
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
        <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{title}</h1>
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}
