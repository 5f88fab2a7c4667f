import { followersPath } from './follow-paths';

export { ZFollowListRequest, ZFollowListResponse, ZFollowParams } from './follow-state';

/**
 * A member's followers, newest follow first, in pages that never skip or repeat (pass the previous
 * page's `nextCursor`). Suspended members are left out; a suspended or unknown member is a 404.
 */
export const method = 'GET';
export const path = followersPath;
