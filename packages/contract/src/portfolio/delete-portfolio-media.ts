import type { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZPortfolioItem } from '../entities/portfolio-item';

/**
 * Removes one image of a project and its files, and answers with the item. A project keeps at least
 * one image: removing its last answers 409 `LAST_IMAGE` (delete the item instead).
 */
export const method = 'DELETE';
export const path = '/v1/portfolio/:id/media/:mediaId';

export const ZDeletePortfolioMediaResponse = successEnvelope(ZPortfolioItem);
export type DeletePortfolioMediaResponse = z.infer<typeof ZDeletePortfolioMediaResponse>;
