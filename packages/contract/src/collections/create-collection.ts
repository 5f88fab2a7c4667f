import { z } from 'zod';
import {
  ZCollection,
  ZCollectionDescription,
  ZCollectionName,
  ZCollectionVisibility,
} from '../entities/collection';
import { successEnvelope } from '../envelope';
import { collectionsPath } from './collection-paths';

/** Makes a collection for the signed-in member (at most `maxCollectionsPerMember`). */
export const method = 'POST';
export const path = collectionsPath;

export const ZCreateCollectionRequest = z
  .object({
    name: ZCollectionName,
    description: ZCollectionDescription.optional(),
    visibility: ZCollectionVisibility,
  })
  .strict();
export type CreateCollectionRequest = z.input<typeof ZCreateCollectionRequest>;
export type CreateCollectionFields = z.output<typeof ZCreateCollectionRequest>;

export const ZCreateCollectionResponse = successEnvelope(ZCollection);
export type CreateCollectionResponse = z.infer<typeof ZCreateCollectionResponse>;
