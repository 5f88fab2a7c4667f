import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { portfolioLikePath } from './portfolio-paths';

/** Likes the item, or takes the like back when the signed-in member already likes it. */
export const method = 'POST';
export const path = portfolioLikePath;

export const ZToggleLikeResponse = successEnvelope(
  z.object({ liked: z.boolean(), likeCount: z.number().int().min(0) }),
);
export type ToggleLikeResponse = z.infer<typeof ZToggleLikeResponse>;
