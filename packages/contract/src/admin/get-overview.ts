import { z } from 'zod';
import { ZCurrency } from '../entities/subscription';
import { successEnvelope } from '../envelope';

/** The admin dashboard's figures, all from SQL aggregates. Days and months are UTC. */
export const method = 'GET';
export const path = '/v1/admin/overview';

export const ZMoneyTotal = z.object({ currency: ZCurrency, amount: z.number().int() });

export const ZOverview = z.object({
  members: z.object({
    total: z.number().int(),
    newLast7Days: z.number().int(),
    newLast30Days: z.number().int(),
  }),
  /** Active subscriptions per plan, plans in their shown order. */
  activeSubscriptions: z.array(z.object({ planId: z.uuid(), planName: z.string(), count: z.number().int() })),
  /** Successful payments paid this calendar month, minor units; refunded payments and card checks do not count. */
  revenueThisMonth: z.array(ZMoneyTotal),
  pendingVerifications: z.number().int(),
  /** Failed payments in the last 30 days. */
  failedPayments: z.number().int(),
  /** Requested bookings not yet decided. */
  openBookings: z.number().int(),
  /**
   * One entry per day for the last 90 days, oldest first, days without activity included. Today is
   * live; the days before it are summed at most once a minute, so a refund there shows within one.
   */
  daily: z.array(z.object({ date: z.string(), signups: z.number().int(), revenue: z.array(ZMoneyTotal) })),
  /** The latest sign-ups, payments, verification requests, bookings and admin actions, newest first. */
  recentActivity: z.array(
    z.object({
      kind: z.enum(['signup', 'payment', 'verification', 'booking', 'admin']),
      at: z.string(),
      /** One line saying what happened, in the language of the request's Accept-Language. */
      summary: z.string(),
      /** The member concerned, for a link to their admin page. */
      memberId: z.uuid().nullable(),
    }),
  ),
});
export type Overview = z.infer<typeof ZOverview>;

export const ZGetOverviewResponse = successEnvelope(ZOverview);
export type GetOverviewResponse = z.infer<typeof ZGetOverviewResponse>;
