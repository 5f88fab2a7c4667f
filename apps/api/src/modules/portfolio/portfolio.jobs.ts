import { z } from 'zod';
import { defineJob } from '../../jobs/job-registry';

/**
 * One image's variants, by its id. A job queued before items held several images names the item;
 * its one image has the item's id, so it names the image all the same.
 */
const ZImage = z.union([z.object({ mediaId: z.string() }), z.object({ itemId: z.string() })]);

/** The image a variants job's payload names. */
export function imageIdOf(payload: z.infer<typeof ZImage>): string {
  return 'mediaId' in payload ? payload.mediaId : payload.itemId;
}

/** An upload's variants. Image work is CPU-bound: two at once on any machine keeps the API answering. */
export const variantsJob = defineJob({
  type: 'portfolio.variants',
  payload: ZImage,
  maxAttempts: 3,
  concurrency: 2,
});

/** Demo work at first start: its own queue, one at a time, so members' uploads never wait behind it. */
export const backgroundVariantsJob = defineJob({
  type: 'portfolio.variants.background',
  payload: ZImage,
  maxAttempts: 3,
  concurrency: 1,
});

/** Files the store could not delete at once, and a deleted account's files. */
export const deleteFilesJob = defineJob({
  type: 'media.delete',
  payload: z.object({ keys: z.array(z.string()) }),
});
