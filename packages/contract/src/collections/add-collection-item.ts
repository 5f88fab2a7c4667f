import { z } from 'zod';
import { ZCollectionParams } from '../entities/collection';
import { successEnvelope } from '../envelope';
import { collectionItemsPath } from './collection-paths';

/**
 * Saves a work the public may see (ready, its designer listed) in one of the caller's collections,
 * at most `maxItemsPerCollection`. Saving it again changes nothing.
 */
export const method = 'POST';
export const path = collectionItemsPath;
export const ZAddCollectionItemParams = ZCollectionParams;

export const ZAddCollectionItemRequest = z
  .object({ itemId: z.uuid({ error: 'validation.notAPortfolioItemId' }) })
  .strict();
export type AddCollectionItemRequest = z.input<typeof ZAddCollectionItemRequest>;

/** `changed` is false when the collection already held the work (adding) or did not (removing). */
export const ZCollectionItemChange = z.object({ changed: z.boolean(), itemCount: z.number().int().min(0) });
export type CollectionItemChange = z.infer<typeof ZCollectionItemChange>;

export const ZAddCollectionItemResponse = successEnvelope(ZCollectionItemChange);
export type AddCollectionItemResponse = z.infer<typeof ZAddCollectionItemResponse>;
