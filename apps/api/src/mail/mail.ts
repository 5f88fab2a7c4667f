import { z } from 'zod';
import type { JobQueue } from '../jobs/job-queue';
import { defineJob } from '../jobs/job-registry';

const ZMailAttachment = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** The file's bytes in base64, as job payloads are JSON. */
  contentBase64: z.string(),
});

const ZMailMessage = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Files sent with the message over SMTP (a receipt's invoice); the outbox keeps the text only. */
  attachments: z.array(ZMailAttachment).optional(),
  /**
   * Where the reader's answer goes instead of our From address (an inquiry's sender): the message
   * is still sent from our address only, to `to` only.
   */
  replyTo: z.string().optional(),
  /** More header fields sent over SMTP as they are (List-Unsubscribe…); the outbox does not keep them. */
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailMessage = z.infer<typeof ZMailMessage>;

/** Where a rendered message goes: the database outbox or an SMTP server. */
export type MailTransport = {
  readonly name: 'outbox' | 'smtp';
  /** `jobId` makes a retried send recognisable: the outbox stores it once, SMTP uses it as Message-ID. */
  send(message: MailMessage, jobId: string): Promise<void>;
  close?(): Promise<void>;
  /** Who hears whether each try to send succeeded (the metrics); a transport may have none. */
  readonly outcomes?: MailOutcomes;
};

export type MailOutcome = 'sent' | 'failed';

/** Tells listeners the outcome of every try to send; a listener that throws is not the sender's problem. */
export class MailOutcomes {
  private readonly listeners = new Set<(outcome: MailOutcome) => void>();

  listen(listener: (outcome: MailOutcome) => void): void {
    this.listeners.add(listener);
  }

  report(outcome: MailOutcome): void {
    for (const listener of this.listeners) {
      try {
        listener(outcome);
      } catch {
        // Counting must never fail a send.
      }
    }
  }
}

/** The transport, reporting each send's outcome to whoever listens. */
export function withOutcomes(transport: Omit<MailTransport, 'outcomes'>): MailTransport {
  const outcomes = new MailOutcomes();
  return {
    ...transport,
    outcomes,
    async send(message, jobId) {
      try {
        await transport.send(message, jobId);
      } catch (error) {
        outcomes.report('failed');
        throw error;
      }
      outcomes.report('sent');
    },
  };
}

/** A rendered message on its way to the transport; eight tries over roughly 20 minutes of backoff. */
export const mailJob = defineJob({ type: 'mail.send', payload: ZMailMessage, maxAttempts: 8 });

/**
 * Queues a message. Call it with the queue of the transaction that makes the change, so the
 * e-mail exists exactly when the change does.
 */
export async function queueMail(jobs: JobQueue, message: MailMessage, now: Date): Promise<string> {
  return jobs.enqueue(mailJob, message, now);
}

/** Every http(s) link in a plain-text body, for the development log and outbox listing. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
