import type { JobsRepository } from '../jobs/jobs.repository';

export type MailMessage = { to: string; subject: string; html: string; text: string };

/** Where a rendered message goes: the database outbox or an SMTP server. */
export type MailTransport = {
  readonly name: 'outbox' | 'smtp';
  /** `jobId` makes a retried send recognisable: the outbox stores it once, SMTP uses it as Message-ID. */
  send(message: MailMessage, jobId: string): Promise<void>;
  close?(): Promise<void>;
};

export const MAIL_JOB = 'mail.send';
/** Eight tries over roughly 20 minutes of backoff, then the job is marked failed. */
export const MAIL_MAX_ATTEMPTS = 8;

/**
 * Queues a message. Call it with the repositories of the transaction that makes the change,
 * so the e-mail exists exactly when the change does.
 */
export async function queueMail(jobs: JobsRepository, message: MailMessage, now: Date): Promise<string> {
  return jobs.enqueue({ type: MAIL_JOB, payload: message, maxAttempts: MAIL_MAX_ATTEMPTS }, now);
}

export function isMailMessage(payload: Record<string, unknown>): payload is MailMessage {
  return ['to', 'subject', 'html', 'text'].every((key) => typeof payload[key] === 'string');
}

/** Every http(s) link in a plain-text body, for the development log and outbox listing. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
