import type { User } from '@creators-archive/contract';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import {
  DashboardIcon,
  HelpIcon,
  PaymentsIcon,
  PortfolioIcon,
  SettingsIcon,
  StudiosIcon,
  VerificationIcon,
} from '../ui/icons';

type SidebarItem = { to: string; label: string; icon: ReactNode };

/** The member-area links; Verification needs an active subscription, TFB Studios a verified member. */
export function sidebarItemsFor(user: Pick<User, 'subscriptionStatus' | 'verified'>): SidebarItem[] {
  return [
    { to: '/dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
    { to: '/account/portfolio', label: 'Portfolio', icon: <PortfolioIcon /> },
    { to: '/account/billing', label: 'Payments', icon: <PaymentsIcon /> },
    ...(user.subscriptionStatus === 'active'
      ? [{ to: '/account/verification', label: 'Verification', icon: <VerificationIcon /> }]
      : []),
    ...(user.verified ? [{ to: '/account/tfb-studios', label: 'TFB Studios', icon: <StudiosIcon /> }] : []),
    { to: '/account/settings', label: 'Settings', icon: <SettingsIcon /> },
    { to: '/help', label: 'Help & Support', icon: <HelpIcon /> },
  ];
}

type SidebarNavProps = {
  user: Pick<User, 'subscriptionStatus' | 'verified'>;
  collapsed?: boolean;
  onNavigate?: () => void;
};

export function SidebarNav({ user, collapsed = false, onNavigate }: SidebarNavProps) {
  return (
    <nav aria-label="Account">
      <ul className="space-y-1">
        {sidebarItemsFor(user).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              title={collapsed ? item.label : undefined}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${collapsed ? 'justify-center' : ''} ${
                  isActive
                    ? 'bg-stone-900 text-white'
                    : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
                }`
              }
            >
              {item.icon}
              <span className={collapsed ? 'sr-only' : ''}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
