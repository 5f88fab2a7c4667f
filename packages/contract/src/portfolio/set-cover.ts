import type { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZPortfolioItem } from '../entities/portfolio-item';

/** Makes an item the member's cover (one per member), shown on the directory card. */
export const method = 'POST';
export const path = '/v1/portfolio/:id/set-cover';

export const ZSetCoverResponse = successEnvelope(ZPortfolioItem);
export type SetCoverResponse = z.infer<typeof ZSetCoverResponse>;
