import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZWorkCard } from '../works/find-works';
import { FEED_PAGE_SIZE, feedPath } from './follow-paths';

/**
 * The signed-in member's feed: ready work of the listed designers they follow, newest first, as
 * the works search's cards, in pages that never skip or repeat (pass the previous `nextCursor`).
 */
export const method = 'GET';
export const path = feedPath;

export const ZGetFeedRequest = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
});
export type GetFeedRequest = z.input<typeof ZGetFeedRequest>;
export type GetFeedQuery = z.output<typeof ZGetFeedRequest>;

export const ZGetFeedResponse = successEnvelope(
  z.object({
    items: z.array(ZWorkCard),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  }),
);
export type GetFeedResponse = z.infer<typeof ZGetFeedResponse>;
