import { z } from 'zod';
import { successEnvelope } from '../envelope';

/**
 * The signed-in member's views and likes per day over the last 30 or 90 days, and their most
 * viewed items. A view is counted once per viewer per item per day; no personal data is kept.
 */
export const method = 'GET';
export const path = '/v1/analytics';

export const ZGetAnalyticsRequest = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => days === 30 || days === 90, 'validation.analyticsPeriod')
    .default(30),
});
export type GetAnalyticsRequest = z.input<typeof ZGetAnalyticsRequest>;

export const ZAnalytics = z.object({
  days: z.number().int(),
  /** One entry per day, oldest first, every day present (zero when nothing happened). */
  daily: z.array(z.object({ date: z.string(), views: z.number().int(), likes: z.number().int() })),
  totals: z.object({ views: z.number().int(), likes: z.number().int() }),
  topItems: z.array(
    z.object({
      id: z.uuid(),
      title: z.string().nullable(),
      views: z.number().int(),
      likes: z.number().int(),
    }),
  ),
});
export type Analytics = z.infer<typeof ZAnalytics>;

export const ZGetAnalyticsResponse = successEnvelope(ZAnalytics);
export type GetAnalyticsResponse = z.infer<typeof ZGetAnalyticsResponse>;
