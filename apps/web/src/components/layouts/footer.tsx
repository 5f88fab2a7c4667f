import { Link } from 'react-router';
import { socialLinks } from '../../config/social-links';
import { DataSaverSwitch } from '../ui/data-saver-switch';

const footerLinks = [
  { to: '/help', label: 'Help' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/contact', label: 'Support' },
];

export function Footer() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="flex flex-col gap-4 px-4 py-6 text-sm text-stone-600 sm:px-6 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-stone-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul aria-label="Social media" className="flex gap-5">
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:text-stone-900">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <DataSaverSwitch />
        <p>© {new Date().getFullYear()} Creators Archive</p>
      </div>
    </footer>
  );
}
