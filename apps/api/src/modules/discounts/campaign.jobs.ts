import { z } from 'zod';
import { defineJob } from '../../jobs/job-registry';

/**
 * One campaign e-mail to one recipient. Its handler renders the message and sends it through the
 * configured transport itself, so the recipient is marked sent only once the transport took it,
 * and failed when it never will; tries and backoff are the mail job's.
 */
export const campaignMailJob = defineJob({
  type: 'discount.campaign_mail',
  payload: z.object({ recipientId: z.uuid() }),
  maxAttempts: 8,
});
