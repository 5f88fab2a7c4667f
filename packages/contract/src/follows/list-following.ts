import { followingPath } from './follow-paths';

export { ZFollowListRequest, ZFollowListResponse, ZFollowParams } from './follow-state';

/**
 * The members a member follows, newest follow first, in pages that never skip or repeat.
 * Suspended members are left out; a suspended or unknown member is a 404.
 */
export const method = 'GET';
export const path = followingPath;
