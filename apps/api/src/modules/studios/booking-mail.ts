import { defaultLocale, type MessageId } from '@creators-archive/i18n';
import type { BookingCancelledBecause } from '@creators-archive/contract/studios/booking';
import { defineMails, type MailWriter } from '../../mail/compose';
import type { BookingWithStudio } from './studios.repository';

/** A studio session as the studio's clock shows it; every reader sees the studio's hours. */
export type StudioSession = {
  studioName: string;
  city: string;
  /** `YYYY-MM-DD` on the studio's calendar. */
  date: string;
  /** `HH:MM` on the studio's clock. */
  startTime: string;
  endsAt: Date;
  timeZone: string;
};

/** A booking as the e-mails about it show it: on the studio's clock. */
export function sessionOf(booking: BookingWithStudio): StudioSession {
  return {
    studioName: booking.studio.name,
    city: booking.studio.city,
    date: booking.localDate,
    startTime: booking.startTime,
    endsAt: booking.endsAt,
    timeZone: booking.studio.timeZone,
  };
}

/**
 * Studios keep no language of their own, and the member's is not theirs: they are written to in
 * the product's default language.
 */
export const studioMailLocale = defaultLocale;

/** Why a studio's booking was cancelled, as the studio is told. */
const bookingCancellationCauses = {
  member: 'mail.bookingsCancelledToStudio.becauseMember',
  verification_lost: 'mail.bookingsCancelledToStudio.becauseVerificationLost',
  subscription_ended: 'mail.bookingsCancelledToStudio.becauseSubscriptionEnded',
  member_suspended: 'mail.bookingsCancelledToStudio.becauseMemberSuspended',
} as const satisfies Record<string, MessageId>;

/** Why a member's bookings were cancelled without them asking, as the member is told. */
const memberCancellationCauses = {
  verification_lost: 'mail.bookingsCancelled.verificationLost',
  subscription_ended: 'mail.bookingsCancelled.subscriptionEnded',
  member_suspended: 'mail.bookingsCancelled.memberSuspended',
} as const satisfies Record<Exclude<BookingCancelledBecause, 'member'>, MessageId>;

/** Wednesday, 2 December 2026, 10:00–12:00 Africa/Lagos time, at Ilé Studio, Lagos. */
const sessionLine = ({ t, format }: MailWriter, session: StudioSession) =>
  t('mail.studioSession', {
    date: format.calendarDate(session.date),
    start: session.startTime,
    end: format.clockTime(session.endsAt, session.timeZone),
    timeZone: session.timeZone,
    studio: session.studioName,
    city: session.city,
  });

/** The e-mails about bookings: to the member who asked, and to the studio. */
export const bookingMails = defineMails((writer) => {
  const { t, compose, hello } = writer;
  const session = (booked: StudioSession) => sessionLine(writer, booked);
  return {
    bookingRequestedToStudio: (
      to: string,
      studioName: string,
      request: { session: StudioSession; memberName: string; purpose: string },
    ) =>
      compose({
        to,
        subject: t('mail.bookingRequestedToStudio.subject', { member: request.memberName }),
        greeting: t('mail.helloStudioTeam', { studio: studioName }),
        paragraphs: [
          t('mail.bookingRequestedToStudio.asks', {
            member: request.memberName,
            session: session(request.session),
          }),
          t('mail.sessionPurpose', { purpose: request.purpose }),
          t('mail.bookingRequestedToStudio.adminDecides'),
        ],
      }),
    bookingRequested: (
      to: string,
      name: string,
      request: { session: StudioSession; purpose: string; url: string },
    ) =>
      compose({
        to,
        subject: t('mail.bookingRequested.subject', { studio: request.session.studioName }),
        greeting: hello(name),
        paragraphs: [
          t('mail.bookingRequested.sent', { session: session(request.session) }),
          t('mail.sessionPurpose', { purpose: request.purpose }),
          t('mail.bookingRequested.adminDecides'),
        ],
        action: { label: t('mail.seeBookings'), url: request.url },
      }),
    bookingConfirmed: (
      to: string,
      name: string,
      decision: { session: StudioSession; note: string | null; url: string },
    ) =>
      compose({
        to,
        subject: t('mail.bookingConfirmed.subject', { studio: decision.session.studioName }),
        greeting: hello(name),
        paragraphs: [
          t('mail.bookingConfirmed.confirmed', { session: session(decision.session) }),
          ...(decision.note ? [t('mail.bookingConfirmed.note', { note: decision.note })] : []),
          t('mail.bookingConfirmed.calendarFile'),
        ],
        action: { label: t('mail.seeBookings'), url: decision.url },
        footnote: t('mail.bookingConfirmed.footnote'),
      }),
    bookingDeclined: (
      to: string,
      name: string,
      decision: { session: StudioSession; note: string; url: string },
    ) =>
      compose({
        to,
        subject: t('mail.bookingDeclined.subject', { studio: decision.session.studioName }),
        greeting: hello(name),
        paragraphs: [
          t('mail.bookingDeclined.declined', { session: session(decision.session) }),
          t('mail.bookingDeclined.reason', { note: decision.note }),
          t('mail.bookingDeclined.askAgain'),
        ],
        action: { label: t('mail.bookingDeclined.action'), url: decision.url },
      }),
    bookingsCancelledToStudio: (
      to: string,
      studioName: string,
      cancellation: {
        memberName: string;
        sessions: StudioSession[];
        because: keyof typeof bookingCancellationCauses;
      },
    ) =>
      compose({
        to,
        subject: t('mail.bookingsCancelledToStudio.subject', { member: cancellation.memberName }),
        greeting: t('mail.helloStudioTeam', { studio: studioName }),
        paragraphs: [
          t('mail.bookingsCancelledToStudio.cancelled', {
            member: cancellation.memberName,
            count: cancellation.sessions.length,
          }),
          ...cancellation.sessions.map(session),
          t(bookingCancellationCauses[cancellation.because]),
          t('mail.bookingsCancelledToStudio.timeFree'),
        ],
      }),
    bookingsCancelled: (
      to: string,
      name: string,
      cancellation: { sessions: StudioSession[]; because: Exclude<BookingCancelledBecause, 'member'> },
    ) =>
      compose({
        to,
        subject: t('mail.bookingsCancelled.subject'),
        greeting: hello(name),
        paragraphs: [
          t(memberCancellationCauses[cancellation.because]),
          ...cancellation.sessions.map(session),
          t('mail.bookingsCancelled.studiosTold'),
        ],
      }),
  };
});
