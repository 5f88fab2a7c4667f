import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** Deletes a portfolio item and every file made from it. */
export const method = 'DELETE';
export const path = '/v1/portfolio/:id';

export const ZDeletePortfolioItemResponse = successEnvelope(z.object({ id: z.uuid() }));
export type DeletePortfolioItemResponse = z.infer<typeof ZDeletePortfolioItemResponse>;
