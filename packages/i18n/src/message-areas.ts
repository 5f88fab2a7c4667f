import type { Locale } from './locales';

/**
 * When a browser loads which messages. A first visit's scripts are held to 110 KB, messages
 * included, and most messages belong to screens a first visit never shows: the member area, the
 * admin console, signing in, forms and the long content pages each arrive with their screens.
 * Each area is named by namespaces or groups within one (the start of their ids); a message
 * belongs to the area of the longest that starts its id, and to `start`, which loads with the
 * page, when none does.
 */
export const laterMessageAreas = {
  member: [
    'account',
    'billing',
    'dashboard',
    'onboarding',
    'studios',
    'verification',
    'collections.account',
    'inquiries.settings',
  ],
  /** Membership plans and payment: the join pages, billing and the console. */
  plans: ['subscriptions', 'join'],
  /** A member's own portfolio: uploading and editing work. */
  portfolio: ['portfolio'],
  /** A designer's work as visitors see it: the profile's gallery and a project's page. */
  showcase: [
    'portfolio.gallery',
    'portfolio.project',
    'portfolio.fetchFailed',
    'portfolio.noWork',
    'portfolio.untitledWork',
    'portfolio.likes',
  ],
  /** Finding work: the works page's search and result cards, which a collection's page shows too. */
  works: ['works'],
  /**
   * A collection's page, apart from the works page's words: on a phone's first visit to the works
   * page, in French, they were 0.27 KB of the 110 KB its scripts may weigh.
   */
  collection: [
    'collections.page',
    'collections.untitled',
    'collections.empty',
    'collections.by',
    'collections.itemCount',
    'collections.remove',
    'collections.removeName',
  ],
  /** The dialog a member saves a work to a collection in (a private collection's badge is on its page too). */
  collecting: [
    'collections.dialogTitle',
    'collections.dialogDescription',
    'collections.loading',
    'collections.loadFailed',
    'collections.none',
    'collections.newTitle',
    'collections.name',
    'collections.description',
    'collections.visibility',
    'collections.public',
    'collections.private',
    'collections.publicBadge',
    'collections.create',
    'collections.done',
  ],
  /** The home page's own words. */
  home: ['home'],
  /** Designers' cards and the directory's search, on the home page and the directory. */
  directory: ['directory'],
  admin: ['admin', 'layout.admin'],
  pages: ['about', 'community', 'contact', 'help', 'privacy', 'terms', 'vettedProgram'],
  /** Signing in, registering, recovering an account, two-step sign-in and the sessions list. */
  auth: ['auth'],
  /** What a form says of a value it refuses, and the hiring inquiry's form. */
  forms: ['validation', 'inquiries.form'],
  /** The bell's list and settings, which only a signed-in member sees. */
  notifications: ['notifications'],
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

/** Every group a later area names, longest first, with its area. */
const laterGroups = Object.entries(laterMessageAreas)
  .flatMap(([area, groups]) => groups.map((group) => ({ group, area: area as MessageArea })))
  .sort((first, second) => second.group.length - first.group.length);

/** The area a message belongs to, or undefined for a message only the API words. */
export function messageAreaOf(id: string): MessageArea | undefined {
  if (serverOnlyMessages.some((group) => id.startsWith(`${group}.`))) return undefined;
  return laterGroups.find(({ group }) => id === group || id.startsWith(`${group}.`))?.area ?? 'start';
}
