import type { MessageId } from '@creators-archive/i18n';
import type { Currency } from '../subscriptions/currencies';
import type { Notification } from './notification';

/** How the reader's language writes money and dates; the web and the e-mails each bring theirs. */
export type SentenceFormats = {
  /** An amount in minor units. */
  money(amount: number, currency: Currency): string;
  /** A moment (ISO 8601) as a calendar day. */
  day(iso: string): string;
  /** A `YYYY-MM-DD` date on a studio's calendar. */
  calendarDate(date: string): string;
};

/**
 * A notification as one sentence in the reader's language: "Ada and 4 others liked Poster". The
 * same words on the web (the bell) and in e-mails, so both read alike.
 */
export function notificationSentence(
  notification: Pick<Notification, 'kind' | 'actors' | 'actorCount' | 'subject'>,
  t: (id: MessageId, values?: Record<string, unknown>) => string,
  format: SentenceFormats,
): string {
  const { actors, actorCount, subject } = notification;
  const actor = actors[0]?.fullName ?? t('notifications.sentence.someone');
  // Everyone after the first, as "and # others" counts them.
  const others = Math.max(actorCount - 1, 0);
  const titleOf = (title: string | null) => title ?? t('notifications.sentence.untitledWork');
  switch (subject?.type) {
    case undefined:
      return t('notifications.sentence.follower', { actor });
    case 'item':
      return t('notifications.sentence.like', { actor, others, title: titleOf(subject.title) });
    case 'collection':
      return t('notifications.sentence.collectionSave', {
        actor,
        title: titleOf(subject.item.title),
        collection: subject.name,
      });
    case 'inquiry':
      return t('notifications.sentence.inquiry', { name: subject.senderName });
    case 'verification':
      return t('notifications.sentence.verification', { decision: subject.decision });
    case 'booking':
      return t('notifications.sentence.booking', {
        outcome: subject.outcome,
        studio: subject.studioName,
        date: format.calendarDate(subject.date),
        time: subject.startTime,
      });
    case 'payment':
      return t('notifications.sentence.payment', {
        outcome: subject.outcome,
        amount: format.money(subject.amount, subject.currency),
      });
    case 'membership':
      return t('notifications.sentence.membershipEnding', {
        plan: subject.planName,
        date: format.day(subject.endsAt),
      });
  }
}
