import type { User } from '@creators-archive/contract';
import type { MessageId } from '@creators-archive/i18n';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../i18n/use-t';
import {
  CollectionsIcon,
  DashboardIcon,
  HelpIcon,
  InquiriesIcon,
  PaymentsIcon,
  PortfolioIcon,
  SettingsIcon,
  StudiosIcon,
  VerificationIcon,
} from '../ui/icons';

type SidebarItem = { to: string; label: MessageId; icon: ReactNode };

/**
 * The member-area links, each named by its message id; Verification needs an active
 * subscription, TFB Studios a verified member.
 */
export function sidebarItemsFor(user: Pick<User, 'subscriptionStatus' | 'verified'>): SidebarItem[] {
  return [
    { to: '/dashboard', label: 'layout.links.dashboard', icon: <DashboardIcon /> },
    { to: '/account/portfolio', label: 'layout.links.portfolio', icon: <PortfolioIcon /> },
    { to: '/account/collections', label: 'layout.links.collections', icon: <CollectionsIcon /> },
    { to: '/account/inquiries', label: 'layout.links.inquiries', icon: <InquiriesIcon /> },
    { to: '/account/billing', label: 'layout.links.payments', icon: <PaymentsIcon /> },
    ...(user.subscriptionStatus === 'active'
      ? [
          {
            to: '/account/verification',
            label: 'layout.links.verification',
            icon: <VerificationIcon />,
          } as const,
        ]
      : []),
    ...(user.verified
      ? [{ to: '/account/tfb-studios', label: 'layout.links.tfbStudios', icon: <StudiosIcon /> } as const]
      : []),
    { to: '/account/settings', label: 'layout.links.settings', icon: <SettingsIcon /> },
    { to: '/help', label: 'layout.links.helpAndSupport', icon: <HelpIcon /> },
  ];
}

type SidebarNavProps = {
  user: Pick<User, 'subscriptionStatus' | 'verified'>;
  collapsed?: boolean;
  onNavigate?: () => void;
};

export function SidebarNav({ user, collapsed = false, onNavigate }: SidebarNavProps) {
  const t = useT();
  return (
    <nav aria-label={t('layout.accountNav')}>
      <ul className="space-y-1">
        {sidebarItemsFor(user).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              title={collapsed ? t(item.label) : undefined}
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
              <span className={collapsed ? 'sr-only' : ''}>{t(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
