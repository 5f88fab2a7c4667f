import { z } from 'zod';
import {
  ZCollection,
  ZCollectionDescription,
  ZCollectionName,
  ZCollectionParams,
  ZCollectionVisibility,
} from '../entities/collection';
import { successEnvelope } from '../envelope';
import { collectionPath } from './collection-paths';

/** Renames, describes, or makes public or private one of the caller's collections. */
export const method = 'PATCH';
export const path = collectionPath;
export const ZUpdateCollectionParams = ZCollectionParams;

export const ZUpdateCollectionRequest = z
  .object({
    name: ZCollectionName.optional(),
    description: ZCollectionDescription.optional(),
    visibility: ZCollectionVisibility.optional(),
  })
  .strict();
export type UpdateCollectionRequest = z.input<typeof ZUpdateCollectionRequest>;
export type UpdateCollectionFields = z.output<typeof ZUpdateCollectionRequest>;

export const ZUpdateCollectionResponse = successEnvelope(ZCollection);
export type UpdateCollectionResponse = z.infer<typeof ZUpdateCollectionResponse>;
