/**
 * The addresses of following and of the feed. No Zod here: the designer page's Follow button and
 * the dashboard take them on a first visit, where the contract's schemas are not loaded.
 */
export const followPath = '/v1/users/:id/follow';
export const followersPath = '/v1/users/:id/followers';
export const followingPath = '/v1/users/:id/following';
export const feedPath = '/v1/feed';
export const feedSuggestionsPath = '/v1/feed/suggestions';

export const FOLLOWS_PAGE_SIZE = 24;
export const FEED_PAGE_SIZE = 24;
