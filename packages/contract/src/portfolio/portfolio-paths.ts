/**
 * The addresses of the portfolio reads a public page makes. No Zod here: the profile and project
 * pages fetch through them on a first visit, where the contract's schemas are not loaded; the
 * endpoints' own modules take their paths from here.
 */
export const portfolioItemsPath = '/v1/portfolio';
export const portfolioItemPath = '/v1/portfolio/:id';
