import { z } from 'zod';
import { pageOf, successEnvelope } from '../envelope';
import { ZDiscipline } from '../entities/discipline';
import { ZPortfolioItem } from '../entities/portfolio-item';
import { portfolioItemsPath } from './portfolio-paths';

/** A page of portfolio items, newest member ordering first (position, then newest). */
export const method = 'GET';
export const path = portfolioItemsPath;

export const ZFindPortfolioItemsRequest = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50, 'validation.atMost50Items').default(20),
  category: ZDiscipline.optional(),
  userId: z.uuid({ error: 'validation.notAUserId' }).optional(),
});
export type FindPortfolioItemsRequest = z.input<typeof ZFindPortfolioItemsRequest>;

export const ZFindPortfolioItemsResponse = successEnvelope(pageOf(ZPortfolioItem));
export type FindPortfolioItemsResponse = z.infer<typeof ZFindPortfolioItemsResponse>;
