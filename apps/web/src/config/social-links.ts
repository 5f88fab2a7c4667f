/**
 * The product's social accounts. The handles are not confirmed by the spec: see
 * docs/decisions/0106-footer-social-links.md before launch.
 */
export const socialLinks = [
  { label: 'Instagram', href: 'https://www.instagram.com/creatorsarchive' },
  { label: 'X', href: 'https://x.com/creatorsarchive' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/creatorsarchive' },
] as const;
