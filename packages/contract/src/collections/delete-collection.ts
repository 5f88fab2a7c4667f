import { z } from 'zod';
import { ZCollectionParams } from '../entities/collection';
import { successEnvelope } from '../envelope';
import { collectionPath } from './collection-paths';

/** Deletes one of the caller's collections; the works in it are not touched. */
export const method = 'DELETE';
export const path = collectionPath;
export const ZDeleteCollectionParams = ZCollectionParams;

export const ZDeleteCollectionResponse = successEnvelope(z.object({ deleted: z.literal(true) }));
export type DeleteCollectionResponse = z.infer<typeof ZDeleteCollectionResponse>;
