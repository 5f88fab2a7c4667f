import type { Locale } from './locales';

/**
 * When a browser loads which messages. A first visit is held to 150 KB of JavaScript, messages
 * included, and most messages belong to screens a first visit never shows: the member area, the
 * admin console and the long content pages each arrive with their screens. Every namespace not
 * named here is in `start`, which loads with the page.
 */
export const laterMessageAreas = {
  member: ['account', 'billing', 'dashboard', 'onboarding', 'studios', 'verification'],
  /** Membership plans and payment: the join pages, billing and the console. */
  plans: ['subscriptions'],
  /** Portfolios: a designer's public profile and the member's own. */
  portfolio: ['portfolio'],
  /** Finding work: the works page's search and result cards. */
  works: ['works'],
  admin: ['admin'],
  pages: ['about', 'community', 'contact', 'help', 'privacy', 'terms', 'vettedProgram'],
} as const;

export type MessageArea = 'start' | keyof typeof laterMessageAreas;

export const messageAreas: readonly MessageArea[] = [
  'start',
  ...(Object.keys(laterMessageAreas) as (keyof typeof laterMessageAreas)[]),
];

/**
 * Messages only the API words: e-mails, error envelopes (which reach the browser already in its
 * language), invoices, the billing page's payment lines, what a checkout is described as to the
 * payment provider, the sandbox's own checkout page, the console's activity lines; and the
 * words the web build writes into the app's manifest. No browser loads them. Each is a namespace
 * or a group within one, by the start of its ids.
 */
export const serverOnlyMessages: readonly string[] = [
  'mail',
  'apiErrors',
  'billing.invoiceDocument',
  'billing.transactionDescription',
  'billing.checkoutDescription',
  'billing.sandboxCheckout',
  'admin.overview.activity.summary',
  'pwa.manifest',
];

/**
 * The browser build's module of one language's area of messages (apps/web/vite-plugins), by the
 * name the build's manifest gives it, which the server reads to preload a page's messages.
 */
export function messagesModuleId(locale: Locale, area: MessageArea): string {
  return `virtual:messages/${locale}/${area}`;
}

/** The area a message id's namespace belongs to, or undefined for a message only the API words. */
export function messageAreaOf(id: string): MessageArea | undefined {
  if (serverOnlyMessages.some((group) => id.startsWith(`${group}.`))) return undefined;
  const namespace = id.slice(0, id.indexOf('.'));
  for (const [area, namespaces] of Object.entries(laterMessageAreas)) {
    if ((namespaces as readonly string[]).includes(namespace)) return area as MessageArea;
  }
  return 'start';
}
