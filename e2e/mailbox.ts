import { startSmtpServer, type ReceivedMail } from '@creators-archive/test-support/smtp-server';
import { test as base } from './fixtures';
import { E2E_SMTP_PORT } from './environment';

export type Mailbox = {
  /** Waits for the next message to `address` received since the test began. */
  waitFor(address: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  /** The first link in a message that starts with `prefix`. */
  linkIn(mail: ReceivedMail, prefix: string): string;
};

/**
 * A real SMTP server on the port the product's SMTP_URL names, for the whole worker; each test
 * reads what arrived for its own addresses.
 */
export const test = base.extend<{ mailbox: Mailbox }, { smtp: ReceivedMail[] }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startSmtpServer({ port: E2E_SMTP_PORT });
      await use(server.received);
      await server.close();
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
              message.to.some((to) => to.toLowerCase() === address.toLowerCase()) &&
              (!subject || subject.test(message.subject)),
          );
          if (mail) return mail;
          if (Date.now() > deadline) throw new Error(`No e-mail to ${address} within ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      },
      linkIn(mail, prefix) {
        const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.startsWith(prefix));
        if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
        return link;
      },
    });
  },
});

export { expect } from '@playwright/test';
