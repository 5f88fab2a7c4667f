import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { maxImagesPerItem, ZPortfolioItem } from '../entities/portfolio-item';

/**
 * Puts a project's images in the given order, the first becoming the cover. `mediaIds` must name
 * every image of the project exactly once (400 `VALIDATION_FAILED` otherwise). Answers with the item.
 */
export const method = 'PUT';
export const path = '/v1/portfolio/:id/media/order';

export const ZReorderPortfolioMediaRequest = z
  .object({
    mediaIds: z
      .array(z.uuid({ error: 'validation.notAnImageId' }))
      .min(1)
      .max(maxImagesPerItem),
  })
  .strict();
export type ReorderPortfolioMediaRequest = z.input<typeof ZReorderPortfolioMediaRequest>;

export const ZReorderPortfolioMediaResponse = successEnvelope(ZPortfolioItem);
export type ReorderPortfolioMediaResponse = z.infer<typeof ZReorderPortfolioMediaResponse>;
