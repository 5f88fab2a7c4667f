import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZPortfolioItem } from '../entities/portfolio-item';
import { portfolioItemPath } from './portfolio-paths';

/** One portfolio item; opening it counts a view (once per viewer per day). */
export const method = 'GET';
export const path = portfolioItemPath;

export const ZPortfolioItemParams = z.object({ id: z.uuid({ error: 'validation.notAPortfolioItemId' }) });

export const ZGetPortfolioItemResponse = successEnvelope(ZPortfolioItem);
export type GetPortfolioItemResponse = z.infer<typeof ZGetPortfolioItemResponse>;
