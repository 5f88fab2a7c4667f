import type { User } from '@creators-archive/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useMediaQuery, DESKTOP_QUERY } from '../../hooks/use-media-query';
import { useSignOut } from '../../hooks/use-sign-out';
import { useT } from '../../i18n/use-t';
import { initialsOf, UserAvatar } from '../ui/user-avatar';

const itemClasses =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-stone-700 outline-none data-highlighted:bg-stone-100 data-highlighted:text-stone-900';

export default function UserMenu({ user }: { user: User }) {
  const t = useT();
  const signOut = useSignOut();
  // On a desktop the sidebar already links to Settings.
  const isDesktop = useMediaQuery(DESKTOP_QUERY);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        // Initials drawn in place of a picture are words on screen, so the name carries them too.
        aria-label={
          user.profilePicture
            ? t('layout.userMenu.open', { name: user.fullName })
            : t('layout.userMenu.openWithInitials', {
                name: user.fullName,
                initials: initialsOf(user.fullName),
              })
        }
        className="ml-1 rounded-full ring-offset-2 hover:ring-2 hover:ring-stone-200"
      >
        <UserAvatar user={user} size={36} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-medium text-stone-900">{user.fullName}</span>
            <span className="block truncate text-xs text-stone-500">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/dashboard">{t('layout.links.dashboard')}</Link>
          </DropdownMenu.Item>
          {!isDesktop && (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/account/settings">{t('layout.links.settings')}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void signOut()}>
            {t('layout.userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
