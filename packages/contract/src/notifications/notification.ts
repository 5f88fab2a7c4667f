import { z } from 'zod';

/**
 * What a member is told of. Each kind has its own subject (below); the client makes the sentence
 * in the reader's language from the kind, the actors and the subject, so nothing here is prose.
 */
export const notificationKinds = [
  'follower',
  'like',
  'inquiry',
  'collection_save',
  'verification_decision',
  'booking',
  'payment',
  'membership_ending',
] as const;
export const ZNotificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof ZNotificationKind>;

/** Who did it, as anyone may see them: never an address. */
export const ZNotificationActor = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profilePicture: z.string().nullable(),
});
export type NotificationActor = z.infer<typeof ZNotificationActor>;

/** A work of the reader's: liked (`like`) or saved to a public collection (`collection_save`). */
export const ZItemSubject = z.object({
  type: z.literal('item'),
  id: z.uuid(),
  title: z.string().nullable(),
  ownerId: z.uuid(),
});

/** The public collection a work of the reader's was saved to (`collection_save`). */
export const ZCollectionSubject = z.object({
  type: z.literal('collection'),
  id: z.uuid(),
  name: z.string(),
  item: z.object({ id: z.uuid(), title: z.string().nullable() }),
});

/** A hiring inquiry the reader received; the sender may be a visitor, so no actor (`inquiry`). */
export const ZInquirySubject = z.object({
  type: z.literal('inquiry'),
  id: z.uuid(),
  senderName: z.string(),
});

/** The decision on the reader's verification request (`verification_decision`). */
export const ZVerificationSubject = z.object({
  type: z.literal('verification'),
  requestId: z.uuid(),
  decision: z.enum(['approved', 'rejected']),
});

/** A studio booking of the reader's, on the studio's calendar and clock (`booking`). */
export const ZBookingSubject = z.object({
  type: z.literal('booking'),
  id: z.uuid(),
  studioName: z.string(),
  /** `YYYY-MM-DD` on the studio's calendar. */
  date: z.string(),
  /** `HH:MM` on the studio's clock. */
  startTime: z.string(),
  outcome: z.enum(['confirmed', 'declined']),
});

/**
 * A membership payment of the reader's (`payment`): `amount` in the currency's minor units. A
 * declined renewal charge has no reference of its own to show.
 */
export const ZPaymentSubject = z.object({
  type: z.literal('payment'),
  reference: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  outcome: z.enum(['taken', 'failed']),
});

/** The reader's membership, which ends at `endsAt` (`membership_ending`). */
export const ZMembershipSubject = z.object({
  type: z.literal('membership'),
  planName: z.string(),
  endsAt: z.string(),
});

export const ZNotificationSubject = z.discriminatedUnion('type', [
  ZItemSubject,
  ZCollectionSubject,
  ZInquirySubject,
  ZVerificationSubject,
  ZBookingSubject,
  ZPaymentSubject,
  ZMembershipSubject,
]);
export type NotificationSubject = z.infer<typeof ZNotificationSubject>;

/**
 * One notification. `actors` are the most recent few who did it (newest first, at most 3),
 * `actorCount` all of them: likes on one work are one notification until it is read ("Ada and 4
 * others liked Poster"); the next like after that starts a new one. Kinds made by the product
 * (verification, booking, payment, membership) have no actors; `follower` has no subject.
 */
export const ZNotification = z.object({
  id: z.uuid(),
  kind: ZNotificationKind,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  actors: z.array(ZNotificationActor),
  actorCount: z.number().int().min(0),
  subject: ZNotificationSubject.nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

/** The most recent actors a notification carries. */
export const NOTIFICATION_ACTORS_SHOWN = 3;
