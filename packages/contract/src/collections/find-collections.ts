import { z } from 'zod';
import { maxCollectionsPerMember, ZCollection } from '../entities/collection';
import { pageOf, successEnvelope } from '../envelope';
import { collectionsPath } from './collection-paths';

/**
 * The signed-in member's own collections, most recently changed first, in numbered pages (a
 * member has at most `maxCollectionsPerMember`). With `itemId`, each says whether it holds that
 * work: what the Save dialog ticks.
 */
export const method = 'GET';
export const path = collectionsPath;

export const ZFindCollectionsRequest = z.object({
  itemId: z.uuid({ error: 'validation.notAPortfolioItemId' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(maxCollectionsPerMember).default(maxCollectionsPerMember),
});
export type FindCollectionsRequest = z.input<typeof ZFindCollectionsRequest>;
export type FindCollectionsQuery = z.output<typeof ZFindCollectionsRequest>;

export const ZOwnCollection = ZCollection.extend({
  /** With `itemId`: whether this collection holds that work. */
  holdsItem: z.boolean().optional(),
});
export type OwnCollection = z.infer<typeof ZOwnCollection>;

export const ZFindCollectionsResponse = successEnvelope(pageOf(ZOwnCollection));
export type FindCollectionsResponse = z.infer<typeof ZFindCollectionsResponse>;
