import { z } from 'zod';
import { ZLocale } from '@creators-archive/contract/users/locale';
import { defaultLocale } from '@creators-archive/i18n';
import { defineJob } from '../../jobs/job-registry';

/**
 * One campaign e-mail to one recipient. Its handler renders the message and sends it through the
 * configured transport itself, so the recipient is marked sent only once the transport took it,
 * and failed when it never will; tries and backoff are the mail job's. The message is in the
 * campaign's language, the one its admin wrote it in; a job queued before campaigns had a
 * language is in English.
 */
export const campaignMailJob = defineJob({
  type: 'discount.campaign_mail',
  payload: z.object({ recipientId: z.uuid(), locale: ZLocale.default(defaultLocale) }),
  maxAttempts: 8,
});
