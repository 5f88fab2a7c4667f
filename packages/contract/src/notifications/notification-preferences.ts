import { z } from 'zod';

/**
 * How a member hears of a kind by e-mail: at once, in one daily digest, or never. Only the kinds
 * with no e-mail of their own are offered: payments, verification decisions, bookings, membership
 * endings and inquiries each have their own e-mail already, which these settings do not change.
 */
export const emailedNotificationKinds = ['follower', 'like', 'collection_save'] as const;
export const ZEmailedNotificationKind = z.enum(emailedNotificationKinds);
export type EmailedNotificationKind = z.infer<typeof ZEmailedNotificationKind>;

export const notificationDeliveries = ['immediate', 'digest', 'never'] as const;
export const ZNotificationDelivery = z.enum(notificationDeliveries);
export type NotificationDelivery = z.infer<typeof ZNotificationDelivery>;

/** Until a member chooses: one daily digest, so no kind fills an inbox unasked. */
export const defaultNotificationDelivery: NotificationDelivery = 'digest';

export const ZNotificationPreferences = z.strictObject({
  follower: ZNotificationDelivery,
  like: ZNotificationDelivery,
  collection_save: ZNotificationDelivery,
});
export type NotificationPreferences = z.infer<typeof ZNotificationPreferences>;

export const notificationPreferencesPath = '/v1/notifications/preferences';
