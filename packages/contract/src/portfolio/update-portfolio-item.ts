import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZDiscipline } from '../entities/discipline';
import {
  ZPortfolioDescription,
  ZPortfolioItem,
  ZPortfolioTags,
  ZPortfolioTitle,
} from '../entities/portfolio-item';

/** Edits a portfolio item's fields; `position` moves it within the member's portfolio. */
export const method = 'PATCH';
export const path = '/v1/portfolio/:id';

export const ZUpdatePortfolioItemRequest = z
  .object({
    title: ZPortfolioTitle,
    description: ZPortfolioDescription,
    category: ZDiscipline.nullable().optional(),
    tags: ZPortfolioTags.optional(),
    position: z.number().int().min(0).max(100_000).optional(),
  })
  .strict();
export type UpdatePortfolioItemRequest = z.input<typeof ZUpdatePortfolioItemRequest>;
export type UpdatePortfolioItemFields = z.output<typeof ZUpdatePortfolioItemRequest>;

export const ZUpdatePortfolioItemResponse = successEnvelope(ZPortfolioItem);
export type UpdatePortfolioItemResponse = z.infer<typeof ZUpdatePortfolioItemResponse>;
