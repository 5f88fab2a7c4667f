import { followPath } from './follow-paths';

export { ZFollowParams, ZFollowStateResponse } from './follow-state';

/** Stops following a member (signed-in members only). Unfollowing again changes nothing. */
export const method = 'DELETE';
export const path = followPath;
