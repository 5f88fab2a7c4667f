import type { MessageId } from '@creators-archive/i18n';
import { Link } from 'react-router';
import { socialLinks } from '../../config/social-links';
import { useT } from '../../i18n/use-t';
import { SITE_NAME } from '../../lib/site-name';
import { DataSaverSwitch } from '../ui/data-saver-switch';
import { LanguageSwitcher } from './language-switcher';

const footerLinks: { to: string; label: MessageId }[] = [
  { to: '/help', label: 'layout.links.help' },
  { to: '/terms', label: 'layout.links.terms' },
  { to: '/privacy', label: 'layout.links.privacy' },
  { to: '/contact', label: 'layout.links.support' },
];

/** The member area's footer: the site's pages, its social accounts and the visitor's choices. */
export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="flex flex-col gap-4 px-4 py-6 text-sm text-stone-600 sm:px-6 md:flex-row md:flex-wrap md:items-center md:justify-between">
        <nav aria-label={t('layout.footerNav')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-stone-900">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul aria-label={t('layout.socialMedia')} className="flex gap-5">
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:text-stone-900">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <DataSaverSwitch />
        <LanguageSwitcher />
        <p>{t('layout.copyright', { year: new Date().getFullYear(), site: SITE_NAME })}</p>
      </div>
    </footer>
  );
}
