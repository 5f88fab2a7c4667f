import { z } from 'zod';
import { defineJob } from '../../jobs/job-registry';

/** Deletes identity documents of requests that were decided or withdrawn, once that has committed. */
export const deleteDocumentsJob = defineJob({
  type: 'verification.delete-documents',
  payload: z.object({ keys: z.array(z.string().min(1)).min(1) }),
});
