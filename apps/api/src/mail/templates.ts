import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { escapeHtml } from '../lib/escape-html';
import { formatMinorUnits } from '../lib/money';
import type { MailMessage } from './mail';

/** Product look: ink on paper, one terracotta call to action; inline styles because mail clients strip <style>. */
const colors = { ink: '#1c1917', muted: '#57534e', paper: '#fafaf9', accent: '#c2410c', line: '#e7e5e4' };

type Email = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
};

function render(email: Email): MailMessage {
  const action = email.action;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(email.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.paper};font-family:Helvetica,Arial,sans-serif;color:${colors.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.paper}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${colors.line};border-radius:12px">
<tr><td style="padding:28px 32px 8px;font-size:18px;font-weight:700;letter-spacing:-0.01em">Creators Archive</td></tr>
<tr><td style="padding:8px 32px 24px;font-size:15px;line-height:1.6">
<p style="margin:0 0 16px">${escapeHtml(email.greeting)}</p>
${email.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${colors.accent};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${colors.muted}">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:${colors.accent};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
}
${email.footnote ? `<p style="margin:0;font-size:13px;color:${colors.muted}">${escapeHtml(email.footnote)}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:${colors.muted};margin:16px 0 0">Creators Archive · portfolios and membership for designers in Africa</p>
</td></tr></table></body></html>`;
  const text = [
    email.greeting,
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(email.footnote ? [email.footnote, ''] : []),
    '— Creators Archive',
  ].join('\n');
  return { to: email.to, subject: email.subject, html, text };
}

const hello = (name: string) => `Hello ${name},`;

/** A calendar day in UTC: 24 December 2026. */
const day = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A moment every reader can place: minutes in UTC, the same for every time zone. */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

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

/** Wednesday 2 December 2026, 10:00–12:00 Africa/Lagos time, at Ilé Studio, Lagos. */
const studioSession = (session: StudioSession) => {
  const date = new Date(`${session.date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const ends = session.endsAt.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: session.timeZone,
  });
  return `${date}, ${session.startTime}–${ends} ${session.timeZone} time, at ${session.studioName}, ${session.city}`;
};

const bookingCancellationCauses = {
  member: 'The member cancelled it.',
  verification_lost: 'The member is no longer a verified Creators Archive designer.',
  subscription_ended: 'The member’s Creators Archive membership has ended.',
} as const;

/** What an alert about failed attempts says: only our own counts and times, nothing an attacker typed. */
export type FailedAttempts = { failures: number; windowMinutes: number; at: Date };

export const templates = {
  passwordReset: (to: string, name: string, url: string) =>
    render({
      to,
      subject: 'Reset your Creators Archive password',
      greeting: hello(name),
      paragraphs: ['Someone asked to reset the password of your Creators Archive account.'],
      action: { label: 'Choose a new password', url },
      footnote:
        'The link works once, within 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    }),
  passwordChanged: (to: string, name: string) =>
    render({
      to,
      subject: 'Your Creators Archive password was changed',
      greeting: hello(name),
      paragraphs: [
        'The password of your account was just changed, and every other sign-in was ended.',
        'If this was not you, reset your password now and contact support.',
      ],
    }),
  failedSignIns: (to: string, name: string, attempts: FailedAttempts, settingsUrl: string) =>
    render({
      to,
      subject: 'Failed attempts to sign in to your Creators Archive account',
      greeting: hello(name),
      paragraphs: [
        `Someone tried to sign in to your account with a wrong password ${attempts.failures} times within ${attempts.windowMinutes} minutes, most recently at ${utcMinute(attempts.at)}.`,
        'If that was you, there is nothing to do. If not, your account is still yours: each wrong password makes the next try from the same place wait longer, and the devices you signed in from before are let through.',
        'If your password is used anywhere else, change it, and add an authenticator app so a password alone is never enough.',
      ],
      action: { label: 'Review your account security', url: settingsUrl },
      footnote: `You receive this at most once every ${attempts.windowMinutes} minutes while the attempts go on.`,
    }),
  failedMfaCodes: (to: string, name: string, attempts: FailedAttempts, settingsUrl: string) =>
    render({
      to,
      subject: 'Wrong authenticator codes entered for your Creators Archive account',
      greeting: hello(name),
      paragraphs: [
        `A wrong code from your authenticator app was entered ${attempts.failures} times within ${attempts.windowMinutes} minutes, most recently at ${utcMinute(attempts.at)}.`,
        'A code is asked for only after the right password. If this was not you, someone knows your password: change it now. The code kept them out, and each wrong code makes their next try wait longer.',
      ],
      action: { label: 'Change your password', url: settingsUrl },
      footnote: `You receive this at most once every ${attempts.windowMinutes} minutes while the attempts go on.`,
    }),
  emailChange: (to: string, name: string, url: string) =>
    render({
      to,
      subject: 'Confirm your new e-mail address',
      greeting: hello(name),
      paragraphs: ['Open the link to use this address for your Creators Archive account.'],
      action: { label: 'Confirm this address', url },
      footnote: 'The link works once, within 24 hours. If you did not ask for this, ignore this e-mail.',
    }),
  emailChanged: (to: string, name: string, newEmail: string) =>
    render({
      to,
      subject: 'Your Creators Archive e-mail address was changed',
      greeting: hello(name),
      paragraphs: [
        `Your account now uses ${newEmail}. This address no longer signs in.`,
        'If this was not you, contact support at once.',
      ],
    }),
  contactReceived: (to: string, message: { name: string; email: string; subject: string; message: string }) =>
    render({
      to,
      subject: `Contact: ${message.subject}`,
      greeting: `${message.name} <${message.email}> wrote through the contact page:`,
      paragraphs: message.message.split(/\n{2,}/),
      footnote: `Reply to ${message.email} to answer.`,
    }),
  accountDeleted: (to: string, name: string) =>
    render({
      to,
      subject: 'Your Creators Archive account was deleted',
      greeting: hello(name),
      paragraphs: [
        'Your account, profile and portfolio were deleted, and every sign-in was ended.',
        'Invoices are kept as tax law requires, with the name and e-mail address they were issued to; saved cards were removed and nothing will be charged again.',
      ],
    }),
  receipt: (
    to: string,
    name: string,
    invoice: {
      number: string;
      description: string;
      total: number;
      currency: Currency;
      periodEnd: Date;
      billingUrl: string;
    },
  ) =>
    render({
      to,
      subject: `Your receipt: invoice ${invoice.number}`,
      greeting: hello(name),
      paragraphs: [
        `Thank you for your payment of ${formatMinorUnits(invoice.total, invoice.currency)} for ${invoice.description}.`,
        `Your membership runs until ${day(invoice.periodEnd)}. Invoice ${invoice.number} is attached as a PDF.`,
      ],
      action: { label: 'Manage billing', url: invoice.billingUrl },
    }),
  renewalFailed: (
    to: string,
    name: string,
    renewal: {
      planName: string;
      amount: number;
      currency: Currency;
      retryAt: Date | null;
      billingUrl: string;
    },
  ) =>
    render({
      to,
      subject: renewal.retryAt ? 'We could not renew your membership' : 'Your membership has ended',
      greeting: hello(name),
      paragraphs: [
        `We could not charge ${formatMinorUnits(renewal.amount, renewal.currency)} to your saved card for ${renewal.planName}.`,
        renewal.retryAt
          ? `We will try again on ${day(renewal.retryAt)}; your membership continues meanwhile. You can add another card or pay now from your billing page.`
          : 'We tried several times without success, so your membership has ended. You can subscribe again at any time.',
      ],
      action: {
        label: renewal.retryAt ? 'Update payment method' : 'Subscribe again',
        url: renewal.billingUrl,
      },
    }),
  renewalPayLink: (
    to: string,
    name: string,
    renewal: { planName: string; amount: number; currency: Currency; periodEnd: Date; payUrl: string },
  ) =>
    render({
      to,
      subject: 'Renew your Creators Archive membership',
      greeting: hello(name),
      paragraphs: [
        `Your ${renewal.planName} membership ends on ${day(renewal.periodEnd)}.`,
        `Renew for ${formatMinorUnits(renewal.amount, renewal.currency)} with card, bank transfer, USSD or mobile money to keep it without a break.`,
      ],
      action: { label: 'Pay now', url: renewal.payUrl },
    }),
  membershipEnded: (to: string, name: string, ended: { planName: string; endedAt: Date; joinUrl: string }) =>
    render({
      to,
      subject: 'Your Creators Archive membership has ended',
      greeting: hello(name),
      paragraphs: [
        `Your ${ended.planName} membership ended on ${day(ended.endedAt)}. Your portfolio stays online.`,
        'You can subscribe again at any time.',
      ],
      action: { label: 'Subscribe again', url: ended.joinUrl },
    }),
  verificationApproved: (to: string, name: string, url: string) =>
    render({
      to,
      subject: 'You are now a verified Creators Archive designer',
      greeting: hello(name),
      paragraphs: [
        'We reviewed your application to the vetted program and approved it.',
        'Your profile, your card in the directory and your work now carry the verified badge.',
      ],
      action: { label: 'See your verification', url },
      footnote: 'The identity document you sent, if any, has been deleted.',
    }),
  verificationRejected: (to: string, name: string, rejection: { reason: string; reapplyFrom: Date }) =>
    render({
      to,
      subject: 'Your application to the vetted program',
      greeting: hello(name),
      paragraphs: [
        'We reviewed your application to the vetted program and cannot approve it this time.',
        `The reviewer's reason: ${rejection.reason}`,
        `You may apply again from ${day(rejection.reapplyFrom)}.`,
      ],
      footnote: 'The identity document you sent, if any, has been deleted.',
    }),
  verificationRevoked: (to: string, name: string, reason: string) =>
    render({
      to,
      subject: 'Your verified badge was removed',
      greeting: hello(name),
      paragraphs: [
        'An admin removed the verified badge from your Creators Archive profile.',
        `The reason: ${reason}`,
        'If you think this is a mistake, write to us through the contact page.',
      ],
    }),
  discountCampaign: (
    to: string,
    campaign: {
      subject: string;
      message: string | null;
      code: string;
      kind: 'percent' | 'fixed';
      value: number;
      currency: Currency | null;
      expiresAt: Date | null;
      url: string;
    },
  ) =>
    render({
      to,
      subject: campaign.subject,
      greeting: 'Hello,',
      paragraphs: [
        ...(campaign.message ? [campaign.message] : []),
        `Use the code ${campaign.code} when you join Creators Archive for ${
          campaign.kind === 'percent' || !campaign.currency
            ? `${campaign.value}% off`
            : `${formatMinorUnits(campaign.value, campaign.currency)} off`
        } your membership.`,
        campaign.expiresAt
          ? `The code works until ${campaign.expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC')}.`
          : 'The code does not expire.',
      ],
      action: { label: 'Join with this code', url: campaign.url },
      footnote: 'You received this because a Creators Archive admin sent you this code.',
    }),
  verifiedByAdmin: (to: string, name: string, url: string) =>
    render({
      to,
      subject: 'You are now a verified Creators Archive designer',
      greeting: hello(name),
      paragraphs: [
        'Our team has verified you as a designer on Creators Archive.',
        'Your profile, your card in the directory and your work now carry the verified badge.',
      ],
      action: { label: 'See your verification', url },
    }),
  bookingRequestedToStudio: (
    to: string,
    studioName: string,
    request: { session: StudioSession; memberName: string; purpose: string },
  ) =>
    render({
      to,
      subject: `Studio booking request from ${request.memberName}`,
      greeting: `Hello ${studioName} team,`,
      paragraphs: [
        `${request.memberName}, a verified Creators Archive designer, asks for studio time: ${studioSession(request.session)}.`,
        `What the session is for: ${request.purpose}`,
        'A Creators Archive admin will confirm or decline the request and write to the member; reply to this e-mail if the time does not suit you.',
      ],
    }),
  bookingRequested: (
    to: string,
    name: string,
    request: { session: StudioSession; purpose: string; url: string },
  ) =>
    render({
      to,
      subject: `Your request for ${request.session.studioName}`,
      greeting: hello(name),
      paragraphs: [
        `We sent your request for ${studioSession(request.session)} to the studio.`,
        `What the session is for: ${request.purpose}`,
        'An admin will confirm or decline it; we will e-mail you either way.',
      ],
      action: { label: 'See your bookings', url: request.url },
    }),
  bookingConfirmed: (
    to: string,
    name: string,
    decision: { session: StudioSession; note: string | null; url: string },
  ) =>
    render({
      to,
      subject: `Your session at ${decision.session.studioName} is confirmed`,
      greeting: hello(name),
      paragraphs: [
        `Your studio time is confirmed: ${studioSession(decision.session)}.`,
        ...(decision.note ? [`A note from the admin: ${decision.note}`] : []),
        'The attached calendar file adds the session to your calendar.',
      ],
      action: { label: 'See your bookings', url: decision.url },
      footnote:
        'If you cannot come, cancel the booking before it starts so the studio can give the time to someone else.',
    }),
  bookingDeclined: (
    to: string,
    name: string,
    decision: { session: StudioSession; note: string; url: string },
  ) =>
    render({
      to,
      subject: `Your request for ${decision.session.studioName} was declined`,
      greeting: hello(name),
      paragraphs: [
        `We could not confirm your request for ${studioSession(decision.session)}.`,
        `The admin's reason: ${decision.note}`,
        'You are welcome to ask for another time.',
      ],
      action: { label: 'Book studio time', url: decision.url },
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
    render({
      to,
      subject: `Studio booking cancelled: ${cancellation.memberName}`,
      greeting: `Hello ${studioName} team,`,
      paragraphs: [
        `${cancellation.memberName}'s ${cancellation.sessions.length === 1 ? 'booking is' : 'bookings are'} cancelled:`,
        ...cancellation.sessions.map(studioSession),
        bookingCancellationCauses[cancellation.because],
        'The time is free again.',
      ],
    }),
  bookingsCancelled: (
    to: string,
    name: string,
    cancellation: {
      sessions: StudioSession[];
      because: 'verification_lost' | 'subscription_ended';
    },
  ) =>
    render({
      to,
      subject: 'Your studio bookings were cancelled',
      greeting: hello(name),
      paragraphs: [
        cancellation.because === 'verification_lost'
          ? 'TFB Studios are for verified designers, and your profile is no longer verified, so we cancelled your upcoming studio time:'
          : 'TFB Studios are for members, and your membership has ended, so we cancelled your upcoming studio time:',
        ...cancellation.sessions.map(studioSession),
        'We told the studios.',
      ],
    }),
};
