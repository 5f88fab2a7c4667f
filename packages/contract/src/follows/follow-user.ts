import { followPath } from './follow-paths';

export { ZFollowParams, ZFollowStateResponse } from './follow-state';

/**
 * Follows a member (signed-in members only). Following oneself is a 422 `CANNOT_FOLLOW_SELF`; a
 * member who does not exist or is suspended is a 404. Following again changes nothing.
 */
export const method = 'POST';
export const path = followPath;
