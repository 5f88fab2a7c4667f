/**
 * The product's name, the same in every language, for the shared components and lib, which do not
 * import app/ (app/public-page.ts names it for the pages).
 */
export const SITE_NAME = 'Creators Archive';
