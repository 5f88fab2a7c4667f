import { z } from 'zod';
import { ZDesignerCard } from '../directory/find-designers';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { FOLLOWS_PAGE_SIZE } from './follow-paths';

export const ZFollowParams = z.object({ id: z.uuid({ error: 'validation.notAUserId' }) });

/** Where a follow or unfollow leaves things: whether the caller follows the member now, and their count. */
export const ZFollowState = z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof ZFollowState>;
export const ZFollowStateResponse = successEnvelope(ZFollowState);

/**
 * What a profile says of following: members following them and members they follow (suspended
 * members not counted), and whether the caller follows them (false for a visitor).
 */
export const ZFollowStats = z.object({
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  followedByMe: z.boolean(),
});
export type FollowStats = z.infer<typeof ZFollowStats>;

/** A member in a followers or following list: the directory's card without its cover and count. */
export const ZMemberCard = ZDesignerCard.pick({
  id: true,
  fullName: true,
  profilePicture: true,
  country: true,
  city: true,
  disciplines: true,
  verified: true,
});
export type MemberCard = z.infer<typeof ZMemberCard>;

export const ZFollowListRequest = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FOLLOWS_PAGE_SIZE),
});
export type FollowListRequest = z.input<typeof ZFollowListRequest>;
export type FollowListQuery = z.output<typeof ZFollowListRequest>;

export const ZFollowListResponse = successEnvelope(
  z.object({
    items: z.array(ZMemberCard),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  }),
);
export type FollowListResponse = z.infer<typeof ZFollowListResponse>;
