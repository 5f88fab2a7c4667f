import { defineMails } from '../../mail/compose';

/** What an alert about failed attempts says: only our own counts and times, nothing an attacker typed. */
export type FailedAttempts = { failures: number; windowMinutes: number; at: Date };

/** The e-mails about signing in: a reset link, a changed password, alerts about failed attempts. */
export const authMails = defineMails(({ t, format, compose, hello }) => ({
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
          at: format.utcMinute(attempts.at),
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
          at: format.utcMinute(attempts.at),
        }),
        t('mail.failedMfaCodes.passwordKnown'),
      ],
      action: { label: t('mail.failedMfaCodes.action'), url: settingsUrl },
      footnote: t('mail.repeatedAlerts', { minutes: attempts.windowMinutes }),
    }),
}));
