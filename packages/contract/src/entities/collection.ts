import { z } from 'zod';
import { ZPortfolioImage } from './portfolio-item';
import { ZTextBlock, ZTextLine } from './text';

/** A member keeps at most this many collections; a collection holds at most this many works. */
export const maxCollectionsPerMember = 100;
export const maxItemsPerCollection = 1000;
/** A collection's card shows the covers of at most this many of its works, newest saved first. */
export const collectionCoverCount = 4;

export const ZCollectionName = ZTextLine.trim()
  .min(1, 'validation.required')
  .max(80, 'validation.atMost80Characters');
/** Optional; empty is none. */
export const ZCollectionDescription = ZTextBlock.trim()
  .max(500, 'validation.atMost500Characters')
  .transform((value) => (value === '' ? null : value))
  .nullable();
/** Public: anyone may open it and it has a page; private: its owner alone knows it exists. */
export const ZCollectionVisibility = z.enum(['public', 'private'], {
  error: 'validation.collectionVisibilityUnknown',
});
export type CollectionVisibility = z.infer<typeof ZCollectionVisibility>;

export const ZCollectionParams = z.object({ id: z.uuid({ error: 'validation.notACollectionId' }) });

/** A work's cover as a collection's card shows it. */
export const ZCollectionCover = z.object({
  itemId: z.uuid(),
  images: z.array(ZPortfolioImage),
  thumbhash: z.string().nullable(),
});

/** A collection as its owner's list and its own page show it. */
export const ZCollection = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: ZCollectionVisibility,
  /** Every work saved in it, shown or not (a work taken private or away is kept but not shown). */
  itemCount: z.number().int().min(0),
  /** Covers of its newest saved works that others may see. */
  covers: z.array(ZCollectionCover),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Collection = z.infer<typeof ZCollection>;
