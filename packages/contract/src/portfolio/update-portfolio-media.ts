import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZMediaAlt, ZMediaCaption, ZPortfolioItem } from '../entities/portfolio-item';

/** Edits one image's caption and alt text; an empty string clears it. Answers with the item. */
export const method = 'PATCH';
export const path = '/v1/portfolio/:id/media/:mediaId';

export const ZPortfolioMediaParams = z.object({
  id: z.uuid({ error: 'validation.notAPortfolioItemId' }),
  mediaId: z.uuid({ error: 'validation.notAnImageId' }),
});

export const ZUpdatePortfolioMediaRequest = z.object({ caption: ZMediaCaption, alt: ZMediaAlt }).strict();
export type UpdatePortfolioMediaRequest = z.input<typeof ZUpdatePortfolioMediaRequest>;

export const ZUpdatePortfolioMediaResponse = successEnvelope(ZPortfolioItem);
export type UpdatePortfolioMediaResponse = z.infer<typeof ZUpdatePortfolioMediaResponse>;
