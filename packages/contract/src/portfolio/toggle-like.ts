import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** Likes the item, or takes the like back when the signed-in member already likes it. */
export const method = 'POST';
export const path = '/v1/portfolio/:id/like';

export const ZToggleLikeResponse = successEnvelope(
  z.object({ liked: z.boolean(), likeCount: z.number().int().min(0) }),
);
export type ToggleLikeResponse = z.infer<typeof ZToggleLikeResponse>;
