import { test as base } from './fixtures';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from './environment';

export type ReceivedMail = { to: string[]; subject: string; body: string };

export type Mailbox = {
  /** Waits for the next message to `address` received since the test began. */
  waitFor(address: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  /** The first link in a message that starts with `prefix`. */
  linkIn(mail: ReceivedMail, prefix: string): string;
};

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on the port the product's SMTP_URL names, for the whole worker; each test
 * reads what arrived for its own addresses.
 */
export const test = base.extend<{ mailbox: Mailbox }, { smtp: ReceivedMail[] }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const received: ReceivedMail[] = [];
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            received.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: /^Subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '',
              body: decodeQuotedPrintable(raw),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
      });
      await use(received);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    { scope: 'worker' },
  ],
  mailbox: async ({ smtp }, use) => {
    await use({
      async waitFor(address, { subject, timeoutMs = 15_000 } = {}) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const mail = smtp.find(
            (message) =>
              message.to.includes(address.toLowerCase()) && (!subject || subject.test(message.subject)),
          );
          if (mail) return mail;
          if (Date.now() > deadline) throw new Error(`No e-mail to ${address} within ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      },
      linkIn(mail, prefix) {
        const link = mail.body.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.startsWith(prefix));
        if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
        return link;
      },
    });
  },
});

export { expect } from '@playwright/test';
