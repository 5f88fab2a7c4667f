/**
 * The addresses of the portfolio calls a public page makes (its reads, and a like from the profile's
 * lightbox). No Zod here: the profile and project
 * pages fetch through them on a first visit, where the contract's schemas are not loaded; the
 * endpoints' own modules take their paths from here.
 */
export const portfolioItemsPath = '/v1/portfolio';
export const portfolioItemPath = '/v1/portfolio/:id';
export const portfolioLikePath = '/v1/portfolio/:id/like';
