import { z } from 'zod';
import { ZCollectionParams } from '../entities/collection';
import { successEnvelope } from '../envelope';
import { ZCollectionItemChange } from './add-collection-item';
import { collectionItemPath } from './collection-paths';

/** Takes a work out of one of the caller's collections; one not in it changes nothing. */
export const method = 'DELETE';
export const path = collectionItemPath;

export const ZRemoveCollectionItemParams = ZCollectionParams.extend({
  itemId: z.uuid({ error: 'validation.notAPortfolioItemId' }),
});

export const ZRemoveCollectionItemResponse = successEnvelope(ZCollectionItemChange);
export type RemoveCollectionItemResponse = z.infer<typeof ZRemoveCollectionItemResponse>;
