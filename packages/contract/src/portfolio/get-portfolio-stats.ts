import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** The signed-in member's items, likes and views, in total and by category. */
export const method = 'GET';
export const path = '/v1/portfolio/stats';

const ZCounts = z.object({
  items: z.number().int(),
  likes: z.number().int(),
  views: z.number().int(),
});

export const ZPortfolioStats = ZCounts.extend({
  byCategory: z.array(ZCounts.extend({ category: z.string().nullable() })),
});
export type PortfolioStats = z.infer<typeof ZPortfolioStats>;

export const ZGetPortfolioStatsResponse = successEnvelope(ZPortfolioStats);
export type GetPortfolioStatsResponse = z.infer<typeof ZGetPortfolioStatsResponse>;
