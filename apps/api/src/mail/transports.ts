import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { PermanentJobError } from '../jobs/job-worker';
import { linksIn, withOutcomes, type MailMessage, type MailTransport } from './mail';
import type { OutboxRepository } from './outbox.repository';

/** Keeps messages in the database; outside production each link is printed to the log. */
export function createOutboxTransport(
  outbox: OutboxRepository,
  log: FastifyBaseLogger,
  printLinks: boolean,
): MailTransport {
  return withOutcomes({
    name: 'outbox',
    async send(message, jobId) {
      // One row per job: a job retried after a crash between insert and success stores nothing new.
      const stored = await outbox.insert(message, jobId);
      if (printLinks && stored) {
        log.info(
          { to: message.to, subject: message.subject, links: linksIn(message.text) },
          'mail stored in the outbox',
        );
      }
    },
  });
}

type SmtpError = Error & { responseCode?: number; code?: string };

/** Sends through SMTP. A 5xx answer is permanent (bad address); anything else is retried. */
export function createSmtpTransport(options: {
  url: string;
  from: string;
  messageIdDomain: string;
}): MailTransport {
  const transporter = nodemailer.createTransport(options.url);
  return withOutcomes({
    name: 'smtp',
    async send(message: MailMessage, jobId: string) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          attachments: message.attachments?.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.contentBase64, 'base64'),
          })),
          // The same id on a retry lets receiving servers drop a duplicate.
          messageId: `<${jobId}@${options.messageIdDomain}>`,
        });
      } catch (error) {
        const smtpError = error as SmtpError;
        if (typeof smtpError.responseCode === 'number' && smtpError.responseCode >= 500) {
          throw new PermanentJobError(`SMTP refused the message: ${smtpError.message}`);
        }
        throw error;
      }
    },
    async close() {
      transporter.close();
    },
  });
}
