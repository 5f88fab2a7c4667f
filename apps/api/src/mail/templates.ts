import { minorUnitDigits, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { Locale, MessageId } from '@creators-archive/i18n';
import { translatorFor, type Translate } from '../i18n/translate';
import { escapeHtml } from '../lib/escape-html';
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

function render(email: Email, locale: Locale, t: Translate): MailMessage {
  const action = email.action;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
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
<p style="margin:0 0 16px;font-size:13px;color:${colors.muted}">${escapeHtml(t('mail.layout.linkFallback'))}<br><a href="${escapeHtml(action.url)}" style="color:${colors.accent};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
}
${email.footnote ? `<p style="margin:0;font-size:13px;color:${colors.muted}">${escapeHtml(email.footnote)}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:${colors.muted};margin:16px 0 0">${escapeHtml(t('mail.layout.tagline'))}</p>
</td></tr></table></body></html>`;
  const text = [
    email.greeting,
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [t('mail.layout.actionLine', { label: action.label, url: action.url }), ''] : []),
    ...(email.footnote ? [email.footnote, ''] : []),
    '— Creators Archive',
  ].join('\n');
  return { to: email.to, subject: email.subject, html, text };
}

/** Whose conventions each language's dates and money follow: English e-mails write 24 December 2026. */
const intlLocales: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };

/** A moment every reader can place: minutes in UTC, the same for every time zone and language. */
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

/** Dates, money and sessions as an e-mail in `locale` writes them. */
function formatsIn(locale: Locale, t: Translate) {
  const intlLocale = intlLocales[locale];
  return {
    /** A calendar day in UTC: 24 December 2026. */
    day: (at: Date) =>
      at.toLocaleDateString(intlLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    /** The day and the time of a moment in UTC, apart: Thu, 24 Dec 2026 and 10:00. */
    utcDayAndTime: (at: Date) => ({
      date: at.toLocaleDateString(intlLocale, {
        weekday: 'short',
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      time: at.toLocaleTimeString(intlLocale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }),
    }),
    /** An amount in minor units with the currency's own symbol: 500000 NGN → ₦5,000.00. */
    money: (amount: number, currency: Currency) =>
      new Intl.NumberFormat(intlLocale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      }).format(amount / 10 ** minorUnitDigits[currency]),
    /** 15 → 15%. */
    percent: (value: number) =>
      new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
    /** Wednesday, 2 December 2026, 10:00–12:00 Africa/Lagos time, at Ilé Studio, Lagos. */
    studioSession: (session: StudioSession) =>
      t('mail.studioSession', {
        date: new Date(`${session.date}T00:00:00Z`).toLocaleDateString(intlLocale, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
        start: session.startTime,
        end: session.endsAt.toLocaleTimeString(intlLocale, {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: session.timeZone,
        }),
        timeZone: session.timeZone,
        studio: session.studioName,
        city: session.city,
      }),
  };
}

/** Why a studio's booking was cancelled, as the studio is told. */
const bookingCancellationCauses = {
  member: 'mail.bookingsCancelledToStudio.becauseMember',
  verification_lost: 'mail.bookingsCancelledToStudio.becauseVerificationLost',
  subscription_ended: 'mail.bookingsCancelledToStudio.becauseSubscriptionEnded',
} as const satisfies Record<string, MessageId>;

/** What an alert about failed attempts says: only our own counts and times, nothing an attacker typed. */
export type FailedAttempts = { failures: number; windowMinutes: number; at: Date };

/** The subject of a discount campaign whose admin gave none. */
export function defaultCampaignSubject(locale: Locale, code: string): string {
  return translatorFor(locale)('mail.discountCampaign.defaultSubject', { code });
}

/**
 * Every e-mail the product sends, written in `locale`: the reader's language (a member's own
 * setting, else the language of the request that causes the e-mail).
 */
export function templatesIn(locale: Locale) {
  const t = translatorFor(locale);
  const format = formatsIn(locale, t);
  const compose = (email: Email) => render(email, locale, t);
  const hello = (name: string) => t('mail.hello', { name });

  return {
    passwordReset: (to: string, name: string, url: string) =>
      compose({
        to,
        subject: t('mail.passwordReset.subject'),
        greeting: hello(name),
        paragraphs: [t('mail.passwordReset.asked')],
        action: { label: t('mail.passwordReset.action'), url },
        footnote: t('mail.passwordReset.footnote'),
      }),
    passwordChanged: (to: string, name: string) =>
      compose({
        to,
        subject: t('mail.passwordChanged.subject'),
        greeting: hello(name),
        paragraphs: [t('mail.passwordChanged.changed'), t('mail.passwordChanged.notYou')],
      }),
    failedSignIns: (to: string, name: string, attempts: FailedAttempts, settingsUrl: string) =>
      compose({
        to,
        subject: t('mail.failedSignIns.subject'),
        greeting: hello(name),
        paragraphs: [
          t('mail.failedSignIns.attempts', {
            failures: attempts.failures,
            minutes: attempts.windowMinutes,
            at: utcMinute(attempts.at),
          }),
          t('mail.failedSignIns.ifYou'),
          t('mail.failedSignIns.advice'),
        ],
        action: { label: t('mail.failedSignIns.action'), url: settingsUrl },
        footnote: t('mail.repeatedAlerts', { minutes: attempts.windowMinutes }),
      }),
    failedMfaCodes: (to: string, name: string, attempts: FailedAttempts, settingsUrl: string) =>
      compose({
        to,
        subject: t('mail.failedMfaCodes.subject'),
        greeting: hello(name),
        paragraphs: [
          t('mail.failedMfaCodes.attempts', {
            failures: attempts.failures,
            minutes: attempts.windowMinutes,
            at: utcMinute(attempts.at),
          }),
          t('mail.failedMfaCodes.passwordKnown'),
        ],
        action: { label: t('mail.failedMfaCodes.action'), url: settingsUrl },
        footnote: t('mail.repeatedAlerts', { minutes: attempts.windowMinutes }),
      }),
    emailChange: (to: string, name: string, url: string) =>
      compose({
        to,
        subject: t('mail.emailChange.subject'),
        greeting: hello(name),
        paragraphs: [t('mail.emailChange.openLink')],
        action: { label: t('mail.emailChange.action'), url },
        footnote: t('mail.emailChange.footnote'),
      }),
    emailChanged: (to: string, name: string, newEmail: string) =>
      compose({
        to,
        subject: t('mail.emailChanged.subject'),
        greeting: hello(name),
        paragraphs: [t('mail.emailChanged.nowUses', { email: newEmail }), t('mail.emailChanged.notYou')],
      }),
    contactReceived: (
      to: string,
      message: { name: string; email: string; subject: string; message: string },
    ) =>
      compose({
        to,
        subject: t('mail.contactReceived.subject', { subject: message.subject }),
        greeting: t('mail.contactReceived.wrote', { name: message.name, email: message.email }),
        paragraphs: message.message.split(/\n{2,}/),
        footnote: t('mail.contactReceived.replyTo', { email: message.email }),
      }),
    accountDeleted: (to: string, name: string) =>
      compose({
        to,
        subject: t('mail.accountDeleted.subject'),
        greeting: hello(name),
        paragraphs: [t('mail.accountDeleted.deleted'), t('mail.accountDeleted.invoicesKept')],
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
      compose({
        to,
        subject: t('mail.receipt.subject', { number: invoice.number }),
        greeting: hello(name),
        paragraphs: [
          t('mail.receipt.thanks', {
            amount: format.money(invoice.total, invoice.currency),
            description: invoice.description,
          }),
          t('mail.receipt.runsUntil', { date: format.day(invoice.periodEnd), number: invoice.number }),
        ],
        action: { label: t('mail.receipt.action'), url: invoice.billingUrl },
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
      compose({
        to,
        subject: renewal.retryAt
          ? t('mail.renewalFailed.subjectRetrying')
          : t('mail.renewalFailed.subjectEnded'),
        greeting: hello(name),
        paragraphs: [
          t('mail.renewalFailed.notCharged', {
            amount: format.money(renewal.amount, renewal.currency),
            plan: renewal.planName,
          }),
          renewal.retryAt
            ? t('mail.renewalFailed.retrying', { date: format.day(renewal.retryAt) })
            : t('mail.renewalFailed.ended'),
        ],
        action: {
          label: renewal.retryAt ? t('mail.renewalFailed.updatePaymentMethod') : t('mail.subscribeAgain'),
          url: renewal.billingUrl,
        },
      }),
    renewalPayLink: (
      to: string,
      name: string,
      renewal: { planName: string; amount: number; currency: Currency; periodEnd: Date; payUrl: string },
    ) =>
      compose({
        to,
        subject: t('mail.renewalPayLink.subject'),
        greeting: hello(name),
        paragraphs: [
          t('mail.renewalPayLink.endsOn', { plan: renewal.planName, date: format.day(renewal.periodEnd) }),
          t('mail.renewalPayLink.renew', { amount: format.money(renewal.amount, renewal.currency) }),
        ],
        action: { label: t('mail.renewalPayLink.action'), url: renewal.payUrl },
      }),
    paidByAnother: (
      to: string,
      name: string,
      paid: {
        amount: number;
        currency: Currency;
        planName: string;
        periodEnd: Date;
        renews: boolean;
        billingUrl: string;
      },
    ) =>
      compose({
        to,
        subject: t('mail.paidByAnother.subject'),
        greeting: hello(name),
        paragraphs: [
          t('mail.paidByAnother.added', {
            amount: format.money(paid.amount, paid.currency),
            plan: paid.planName,
            date: format.day(paid.periodEnd),
          }),
          t('mail.paidByAnother.unchanged', { renews: String(paid.renews) }),
        ],
        action: { label: t('mail.paidByAnother.action'), url: paid.billingUrl },
      }),
    membershipEnded: (
      to: string,
      name: string,
      ended: { planName: string; endedAt: Date; joinUrl: string },
    ) =>
      compose({
        to,
        subject: t('mail.membershipEnded.subject'),
        greeting: hello(name),
        paragraphs: [
          t('mail.membershipEnded.endedOn', { plan: ended.planName, date: format.day(ended.endedAt) }),
          t('mail.membershipEnded.subscribeAnyTime'),
        ],
        action: { label: t('mail.subscribeAgain'), url: ended.joinUrl },
      }),
    verificationApproved: (to: string, name: string, url: string) =>
      compose({
        to,
        subject: t('mail.verified.subject'),
        greeting: hello(name),
        paragraphs: [t('mail.verificationApproved.approved'), t('mail.verified.badgeShown')],
        action: { label: t('mail.verified.action'), url },
        footnote: t('mail.verified.documentDeleted'),
      }),
    verificationRejected: (to: string, name: string, rejection: { reason: string; reapplyFrom: Date }) =>
      compose({
        to,
        subject: t('mail.verificationRejected.subject'),
        greeting: hello(name),
        paragraphs: [
          t('mail.verificationRejected.notApproved'),
          t('mail.verificationRejected.reason', { reason: rejection.reason }),
          t('mail.verificationRejected.reapplyFrom', { date: format.day(rejection.reapplyFrom) }),
        ],
        footnote: t('mail.verified.documentDeleted'),
      }),
    verificationRevoked: (to: string, name: string, reason: string) =>
      compose({
        to,
        subject: t('mail.verificationRevoked.subject'),
        greeting: hello(name),
        paragraphs: [
          t('mail.verificationRevoked.removed'),
          t('mail.verificationRevoked.reason', { reason }),
          t('mail.verificationRevoked.mistake'),
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
      compose({
        to,
        subject: campaign.subject,
        greeting: t('mail.helloAnyone'),
        paragraphs: [
          ...(campaign.message ? [campaign.message] : []),
          t('mail.discountCampaign.useCode', {
            code: campaign.code,
            discount:
              campaign.kind === 'percent' || !campaign.currency
                ? format.percent(campaign.value)
                : format.money(campaign.value, campaign.currency),
          }),
          campaign.expiresAt
            ? t('mail.discountCampaign.worksUntil', format.utcDayAndTime(campaign.expiresAt))
            : t('mail.discountCampaign.noExpiry'),
        ],
        action: { label: t('mail.discountCampaign.action'), url: campaign.url },
        footnote: t('mail.discountCampaign.footnote'),
      }),
    verifiedByAdmin: (to: string, name: string, url: string) =>
      compose({
        to,
        subject: t('mail.verified.subject'),
        greeting: hello(name),
        paragraphs: [t('mail.verifiedByAdmin.verified'), t('mail.verified.badgeShown')],
        action: { label: t('mail.verified.action'), url },
      }),
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
            session: format.studioSession(request.session),
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
          t('mail.bookingRequested.sent', { session: format.studioSession(request.session) }),
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
          t('mail.bookingConfirmed.confirmed', { session: format.studioSession(decision.session) }),
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
          t('mail.bookingDeclined.declined', { session: format.studioSession(decision.session) }),
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
          ...cancellation.sessions.map(format.studioSession),
          t(bookingCancellationCauses[cancellation.because]),
          t('mail.bookingsCancelledToStudio.timeFree'),
        ],
      }),
    bookingsCancelled: (
      to: string,
      name: string,
      cancellation: { sessions: StudioSession[]; because: 'verification_lost' | 'subscription_ended' },
    ) =>
      compose({
        to,
        subject: t('mail.bookingsCancelled.subject'),
        greeting: hello(name),
        paragraphs: [
          cancellation.because === 'verification_lost'
            ? t('mail.bookingsCancelled.verificationLost')
            : t('mail.bookingsCancelled.subscriptionEnded'),
          ...cancellation.sessions.map(format.studioSession),
          t('mail.bookingsCancelled.studiosTold'),
        ],
      }),
  };
}
