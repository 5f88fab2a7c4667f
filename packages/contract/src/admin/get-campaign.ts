import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** A discount e-mail campaign and where each recipient's message stands (admins). */
export const method = 'GET';
export const path = '/v1/admin/campaigns/:id';

export const ZCampaignParams = z.object({ id: z.uuid({ error: 'validation.notACampaignId' }) });

export const ZCampaign = z.object({
  id: z.uuid(),
  code: z.string(),
  subject: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  counts: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  recipients: z.array(
    z.object({
      email: z.string(),
      status: z.enum(['queued', 'sent', 'failed']),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type Campaign = z.infer<typeof ZCampaign>;

export const ZGetCampaignResponse = successEnvelope(ZCampaign);
export type GetCampaignResponse = z.infer<typeof ZGetCampaignResponse>;
