import { z } from 'zod';
import { ZCollection, ZCollectionParams } from '../entities/collection';
import { ZPublicUser } from '../entities/user';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZWorkCard } from '../works/find-works';
import { collectionPath } from './collection-paths';

/**
 * A public collection, or one of the caller's own, with a page of its works, newest saved first:
 * only works the public may see (ready, their designer listed), to its owner too. Anyone else's
 * private collection, and the collection of a suspended member, is not found (404), to admins too.
 */
export const method = 'GET';
export const path = collectionPath;
export const ZGetCollectionParams = ZCollectionParams;

export const COLLECTION_PAGE_SIZE = 24;

export const ZGetCollectionRequest = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(COLLECTION_PAGE_SIZE),
});
export type GetCollectionRequest = z.input<typeof ZGetCollectionRequest>;
export type GetCollectionQuery = z.output<typeof ZGetCollectionRequest>;

/** The collection's owner as anyone may see them: no address, no phone. */
export const ZCollectionOwner = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profilePicture: ZPublicUser.shape.profilePicture,
  verified: z.boolean(),
});

export const ZCollectionWithItems = z.object({
  collection: ZCollection,
  owner: ZCollectionOwner,
  /** Whether the caller owns it (may edit it). */
  ownedByMe: z.boolean(),
  items: z.array(ZWorkCard),
  pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
});
export type CollectionWithItems = z.infer<typeof ZCollectionWithItems>;

export const ZGetCollectionResponse = successEnvelope(ZCollectionWithItems);
export type GetCollectionResponse = z.infer<typeof ZGetCollectionResponse>;
