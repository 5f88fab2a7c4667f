import { z } from 'zod';
import { defineJob } from '../../jobs/job-registry';

const ZItem = z.object({ itemId: z.string() });

/** An upload's variants. Image work is CPU-bound: two at once on any machine keeps the API answering. */
export const variantsJob = defineJob({
  type: 'portfolio.variants',
  payload: ZItem,
  maxAttempts: 3,
  concurrency: 2,
});

/** Demo work at first start: its own queue, one at a time, so members' uploads never wait behind it. */
export const backgroundVariantsJob = defineJob({
  type: 'portfolio.variants.background',
  payload: ZItem,
  maxAttempts: 3,
  concurrency: 1,
});

/** Files the store could not delete at once, and a deleted account's files. */
export const deleteFilesJob = defineJob({
  type: 'media.delete',
  payload: z.object({ keys: z.array(z.string()) }),
});
